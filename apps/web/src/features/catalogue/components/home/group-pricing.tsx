import type { PriceTier } from '@academy/contract/catalogue';
import { paymentTypeFor } from '@academy/contract/pricing';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button-link';
import { Skeleton } from '../../../../components/ui/skeleton';
import { cx } from '../../../../lib/class-names';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';
import { tierLink } from '../../model/tier-choice';

export const PRICING_SECTION_ID = 'pricing';

export type GroupPricingProps = {
  courseId: number;
  courseTitle: string | undefined;
  tiers: PriceTier[] | undefined;
  savingsPercent: number;
  isPending: boolean;
  isError: boolean;
};

/**
 * The pricing section: solo or together, 1, 2 or 3 students, from the group course's tiers; each
 * card opens the course with that tier chosen.
 */
export function GroupPricing({
  courseId,
  courseTitle,
  tiers,
  savingsPercent,
  isPending,
  isError,
}: GroupPricingProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const digits = (value: number) => formatDigits(value, language);

  return (
    <section
      id={PRICING_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="pricing-title"
      className="bg-surface py-16 focus:outline-none"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight text-ink">
            {t('home.pricing.title')}
          </h2>
          <p className="mt-3 text-ink-muted">
            {t('home.pricing.subtitle', { percent: digits(savingsPercent) })}
          </p>
          {courseTitle && (
            <p className="mt-1 text-sm text-ink-muted">
              {t('home.pricing.course', { title: courseTitle })}
            </p>
          )}
        </div>
        {isError ? (
          <p role="alert" className="mt-10 text-center text-ink-muted">
            {t('home.pricing.loadFailed')}
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {isPending || !tiers
              ? [1, 2, 3].map((students) => (
                  <li key={students}>
                    <Skeleton className="h-80 rounded-2xl" />
                  </li>
                ))
              : tiers.map((tier) => {
                  const plan = t(`home.pricing.${paymentTypeFor(tier.students)}`);
                  return (
                    <li
                      key={tier.students}
                      className={cx(
                        'relative flex h-full flex-col rounded-2xl border bg-canvas p-6',
                        tier.is_popular
                          ? 'border-brand-700 shadow-lg ring-1 ring-brand-700'
                          : 'border-line',
                      )}
                      data-testid="pricing-tier"
                    >
                      {tier.is_popular && (
                        <span className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                          {t('home.pricing.popular')}
                        </span>
                      )}
                      <h3 className="text-lg font-semibold text-ink">{plan}</h3>
                      <p className="text-sm text-ink-muted">
                        {t('home.pricing.students', {
                          count: tier.students,
                          value: digits(tier.students),
                        })}
                      </p>
                      <p className="mt-4">
                        <span className="text-3xl font-bold text-ink">
                          {formatBdt(tier.price_per_student, language)}
                        </span>{' '}
                        <span className="text-sm text-ink-muted">
                          {t('home.pricing.perStudent')}
                        </span>
                      </p>
                      <p className="mt-1 text-sm text-ink-muted">
                        {t('home.pricing.total', { amount: formatBdt(tier.total, language) })}
                      </p>
                      <p className="mt-4 flex items-center gap-2 text-sm font-medium text-brand-800">
                        <Check className="size-4" aria-hidden="true" />
                        {Number(tier.savings) > 0
                          ? t('home.pricing.saves', { amount: formatBdt(tier.savings, language) })
                          : t('home.pricing.noSavings')}
                      </p>
                      <ButtonLink
                        to={tierLink(courseId, tier)}
                        variant={tier.is_popular ? 'primary' : 'outline'}
                        className="mt-6"
                        fullWidth
                      >
                        {t('home.pricing.choose', { plan })}
                      </ButtonLink>
                    </li>
                  );
                })}
          </ul>
        )}
      </div>
    </section>
  );
}

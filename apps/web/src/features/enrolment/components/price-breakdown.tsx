import type { PaymentQuote } from '@academy/contract/enrolment';
import { toPoisha } from '@academy/contract/money';
import type { PaymentType } from '@academy/contract/pricing';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { formatBdt } from '../../../lib/money';

type PriceBreakdownProps = {
  courseTitle: string;
  paymentType: PaymentType;
  quote: PaymentQuote;
};

/**
 * The order summary: base price, discount, promo code, price per student, students and total,
 * from the same rule the server applies (quotePayment), so what is shown is what is checked.
 */
export function PriceBreakdown({ courseTitle, paymentType, quote }: PriceBreakdownProps) {
  const { t } = useTranslation('enrolment');
  const language = useLanguage();
  const money = (amount: string) => formatBdt(amount, language);
  const rows: { label: string; value: string; testId: string; isSaving?: boolean }[] = [
    { label: t('summary.basePrice'), value: money(quote.base_price), testId: 'summary-base' },
  ];
  if (toPoisha(quote.discount_amount) > 0n) {
    rows.push({
      label: t('summary.discount'),
      value: `−${money(quote.discount_amount)}`,
      testId: 'summary-discount',
      isSaving: true,
    });
  }
  if (toPoisha(quote.coupon_amount) > 0n) {
    rows.push({
      label: t('summary.coupon'),
      value: `−${money(quote.coupon_amount)}`,
      testId: 'summary-coupon',
      isSaving: true,
    });
  }
  rows.push(
    {
      label: t('summary.perStudent'),
      value: money(quote.per_student),
      testId: 'summary-per-student',
    },
    {
      label: t('summary.students'),
      value: `× ${formatDigits(quote.students, language)}`,
      testId: 'summary-students',
    },
  );

  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-ink">
        {t('summary.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{courseTitle}</p>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t('summary.type')}</dt>
          <dd className="font-medium text-ink" data-testid="summary-type">
            {t(`types.${paymentType}`)}
          </dd>
        </div>
        {rows.map((row) => (
          <div key={row.testId} className="flex justify-between gap-4">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd
              className={row.isSaving ? 'font-medium text-emerald-700' : 'font-medium text-ink'}
              data-testid={row.testId}
            >
              {row.value}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-semibold text-ink">{t('summary.total')}</dt>
          <dd className="text-xl font-bold text-ink" data-testid="summary-total">
            {money(quote.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

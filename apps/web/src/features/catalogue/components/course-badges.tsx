import type { CourseBadge } from '@academy/contract/catalogue';
import type { DiscountType } from '@academy/contract/pricing';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatDigits } from '../../../lib/digits';
import { cx } from '../../../lib/class-names';

const badgeClasses: Record<CourseBadge, string> = {
  coming_soon: 'bg-amber-100 text-amber-900',
  seats_filled: 'bg-rose-100 text-rose-900',
  offer: 'bg-accent-700 text-white',
};

/**
 * The status ribbon of a card: 'Coming Soon', 'Sit Filled Up' or the offer, in the reader's
 * language, unless staff gave the badge their own wording.
 */
export function StatusBadge({
  badge,
  text,
  className,
}: {
  badge: CourseBadge;
  text?: string | null;
  className?: string;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm',
        badgeClasses[badge],
        className,
      )}
      data-testid="status-badge"
    >
      {text || t(`badge.${badge}`)}
    </span>
  );
}

/** '20% OFF' or '৳1000 OFF'; the caller only renders it for a value above 0. */
export function DiscountBadge({
  discount,
  className,
}: {
  discount: { kind: DiscountType; value: string };
  className?: string;
}) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const value = formatDigits(discount.value, language);
  return (
    <span
      className={cx(
        'inline-flex rounded-full bg-danger px-2.5 py-1 text-xs font-bold text-white shadow-sm',
        className,
      )}
      data-testid="discount-badge"
    >
      {discount.kind === 'percentage'
        ? t('badge.percentOff', { value })
        : t('badge.fixedOff', { value })}
    </span>
  );
}

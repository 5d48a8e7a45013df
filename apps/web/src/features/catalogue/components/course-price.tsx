import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatBdt } from '../../../lib/money';
import { cx } from '../../../lib/class-names';

export type CoursePriceProps = {
  price: string;
  /** The price before a discount, struck through beside the current one. */
  originalPrice?: string | null;
  size?: 'md' | 'lg';
  className?: string;
};

/** The price one student pays, 'Free' at 0, with the original struck through when discounted. */
export function CoursePrice({ price, originalPrice, size = 'md', className }: CoursePriceProps) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const isFree = Number(price) === 0;
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="sr-only">{t('card.currentPrice')}</span>
      <span
        className={cx('font-bold text-ink', size === 'lg' ? 'text-3xl' : 'text-lg')}
        data-testid="course-price"
      >
        {isFree ? t('card.free') : formatBdt(price, language)}
      </span>
      {originalPrice && (
        <>
          <span className="sr-only">{t('card.originalPrice')}</span>
          <s
            className={cx('text-ink-muted', size === 'lg' ? 'text-lg' : 'text-sm')}
            data-testid="course-original-price"
          >
            {formatBdt(originalPrice, language)}
          </s>
        </>
      )}
    </p>
  );
}

import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';

/** Five stars, `rating` of them filled (read only), with the rating as its accessible name. */
export function RatingStars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('learning');
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t('reviews.starsLabel', { count: filled, value: filled })}
      className="inline-flex items-center gap-0.5"
    >
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cx(
            size === 'sm' ? 'size-4' : 'size-5',
            index < filled ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-300',
          )}
        />
      ))}
    </span>
  );
}

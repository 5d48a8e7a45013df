import { learningLimits } from '@academy/contract/learning';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';

export type RatingInputProps = {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (rating: number) => void;
  error?: string;
};

const STARS = Array.from(
  { length: learningLimits.ratingMax - learningLimits.ratingMin + 1 },
  (_, index) => learningLimits.ratingMin + index,
);

/**
 * 1 to 5 stars as a radio group: arrow keys move between stars as for any radio group, and each
 * star is named "N stars" for screen readers.
 */
export function RatingInput({ value, onChange, error }: RatingInputProps) {
  const { t } = useTranslation('learning');
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {t('reviews.ratingLabel')}
        <span className="ml-0.5 text-danger" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex gap-1" onMouseLeave={() => setHovered(0)}>
        {STARS.map((star) => (
          <label
            key={star}
            onMouseEnter={() => setHovered(star)}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-600"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{t('reviews.starsLabel', { count: star, value: star })}</span>
            <Star
              aria-hidden="true"
              className={cx(
                'size-7 transition-colors',
                star <= shown ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-400',
              )}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

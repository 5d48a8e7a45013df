import { BookOpen, Clock, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/** Rating, students, hours and lessons of a course card, in the reader's digits. */
export function CourseMeta({
  rating,
  students,
  hours,
  lessons,
}: {
  rating: number | null;
  students: number;
  hours: number;
  lessons: number;
}) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
      <li className="flex items-center gap-1">
        <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
        {rating === null ? (
          <span>{t('card.newCourse')}</span>
        ) : (
          // A span has no name of its own to give (ARIA in HTML): the rounded figure is shown,
          // the sentence is read.
          <>
            <span aria-hidden="true">{formatNumber(Math.round(rating * 10) / 10, language)}</span>
            <span className="sr-only">{t('card.rating', { value: number(rating) })}</span>
          </>
        )}
      </li>
      <li className="flex items-center gap-1">
        <Users className="size-4" aria-hidden="true" />
        {t('card.students', { count: students, value: number(students) })}
      </li>
      <li className="flex items-center gap-1">
        <Clock className="size-4" aria-hidden="true" />
        {t('card.hours', { value: number(hours) })}
      </li>
      <li className="flex items-center gap-1">
        <BookOpen className="size-4" aria-hidden="true" />
        {t('card.lessons', { count: lessons, value: number(lessons) })}
      </li>
    </ul>
  );
}

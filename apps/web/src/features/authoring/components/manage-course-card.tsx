import type { InstructorCourse } from '@academy/contract/authoring';
import { BarChart3, CalendarPlus, Eye, ImageIcon, Megaphone, Pencil } from 'lucide-react';
import { formatAmount } from '@academy/contract/money';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { cx } from '../../../lib/class-names';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { toMediaUrl } from '../../../lib/media-url';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { useCategoryName } from '../../../lib/course-categories';

const statusClasses = {
  published: 'bg-brand-50 text-brand-800',
  draft: 'bg-slate-100 text-slate-700',
  coming_soon: 'bg-accent-50 text-accent-800',
} as const;

/**
 * A course card of Manage Courses with preview, edit, insight, scheduling a live class and
 * announcements.
 */
export function ManageCourseCard({
  course,
  onPreview,
}: {
  course: InstructorCourse;
  onPreview: (course: InstructorCourse) => void;
}) {
  const { t } = useTranslation('authoring');
  const categoryName = useCategoryName();
  const language = useLanguage();
  const thumbnail = toMediaUrl(course.thumbnail);
  const title = course.course_title;

  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <div className="flex aspect-video items-center justify-center bg-slate-100">
        {thumbnail ? (
          <ThumbnailImage src={thumbnail} />
        ) : (
          <ImageIcon className="size-10 text-slate-400" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-full bg-canvas px-2 py-0.5 text-ink-muted">
            {categoryName(course.category_id, course.category_name)}
          </span>
          <span className={cx('rounded-full px-2 py-0.5', statusClasses[course.status])}>
            {t(`manage.status.${course.status}`)}
          </span>
        </div>
        <h2 className="line-clamp-2 text-lg font-semibold text-ink">{title}</h2>
        <p className="text-sm text-ink-muted">
          {t('manage.students', {
            count: course.total_students,
            value: formatDigits(course.total_students, language),
          })}
          {' · '}
          {t('manage.lessons', {
            count: course.total_lessons,
            value: formatDigits(course.total_lessons, language),
          })}
        </p>
        <p className="font-semibold text-ink">
          {t('manage.price', { price: formatAmount(course.price, language) })}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('manage.previewOf', { title })}
            onClick={() => onPreview(course)}
          >
            <Eye className="size-4" aria-hidden="true" />
            {t('manage.preview')}
          </Button>
          <ButtonLink
            size="sm"
            to={`/instructor/courses/edit/${course.course_id}`}
            aria-label={t('manage.editOf', { title })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('manage.edit')}
          </ButtonLink>
          <ButtonLink
            variant="ghost"
            size="sm"
            to={`?insight=${course.course_id}`}
            aria-label={t('manage.insightOf', { title })}
          >
            <BarChart3 className="size-4" aria-hidden="true" />
            {t('manage.insight')}
          </ButtonLink>
          <ButtonLink
            variant="ghost"
            size="sm"
            to={`/course/${course.course_id}/progress?schedule=new`}
          >
            <CalendarPlus className="size-4" aria-hidden="true" />
            {t('manage.scheduleLiveClass')}
          </ButtonLink>
          <ButtonLink variant="ghost" size="sm" to={`/course/${course.course_id}/announcements`}>
            <Megaphone className="size-4" aria-hidden="true" />
            {t('manage.announcements')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

import { ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { toMediaUrl } from '../../../lib/media-url';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { useInstructorCourses } from '../api/get-instructor-courses';
import { useCategoryName } from '../../../lib/course-categories';

/** The dashboard shows at most this many of an instructor's courses. */
export const TEACHING_COURSES_LIMIT = 3;

/**
 * The instructor's newest courses (at most 3) inside the dashboard's My Teaching Journey. The
 * dashboard renders it for instructors only, so the list is fetched only for them.
 */
export function TeachingCourses() {
  const { t } = useTranslation('authoring');
  const categoryName = useCategoryName();
  const language = useLanguage();
  const courses = useInstructorCourses();

  if (courses.isPending) {
    return (
      <LoadingRegion className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </LoadingRegion>
    );
  }
  if (courses.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {t('manage.fetchFailed')}
      </p>
    );
  }
  const shown = courses.data.slice(0, TEACHING_COURSES_LIMIT);
  if (shown.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-8 text-center">
        <p className="font-medium text-ink">{t('journey.empty')}</p>
        <p className="mt-1 text-sm text-ink-muted">{t('journey.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((course) => {
        const thumbnail = toMediaUrl(course.thumbnail);
        return (
          <li
            key={course.course_id}
            className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
          >
            <div className="flex aspect-video items-center justify-center bg-slate-100">
              {thumbnail ? (
                <ThumbnailImage src={thumbnail} />
              ) : (
                <ImageIcon className="size-8 text-slate-400" aria-hidden="true" />
              )}
            </div>
            <div className="space-y-2 p-4">
              <h3 className="line-clamp-2 font-semibold text-ink">{course.course_title}</h3>
              <p className="text-sm text-ink-muted">
                {categoryName(course.category_id, course.category_name)}
                {' · '}
                {t('manage.students', {
                  count: course.total_students,
                  value: formatDigits(course.total_students, language),
                })}
              </p>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
                <Link
                  to={`/instructor/courses/edit/${course.course_id}`}
                  aria-label={t('manage.editOf', { title: course.course_title })}
                  className="text-brand-700 hover:underline"
                >
                  {t('manage.edit')}
                </Link>
                <Link
                  to={`/course/${course.course_id}/announcements`}
                  className="text-brand-700 hover:underline"
                >
                  {t('manage.announcements')}
                </Link>
                <Link
                  to={`/manage-courses?insight=${course.course_id}`}
                  aria-label={t('manage.insightOf', { title: course.course_title })}
                  className="text-brand-700 hover:underline"
                >
                  {t('manage.insight')}
                </Link>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import type { CourseListItem } from '@academy/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button-link';
import { cx } from '../../../lib/class-names';
import { toMediaUrl } from '../../../lib/media-url';
import { toCourseCardView } from '../model/course-card';
import { CourseBadgeRow } from './course-badge-row';
import { CourseMeta } from './course-meta';
import { CoursePrice } from './course-price';
import { CourseThumbnail } from './course-thumbnail';
import { useCategoryName } from '../../../lib/course-categories';

export type CourseCardProps = {
  course: CourseListItem;
  /** Load the thumbnail at once (the first row above the fold). */
  eager?: boolean;
  /** Heading level of the title within the page. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * A course card in a grid: enrolled readers continue, others see the price and the details;
 * placeholders are greyed and lead nowhere.
 */
export function CourseCard({
  course,
  eager = false,
  headingLevel: Heading = 'h3',
}: CourseCardProps) {
  const { t } = useTranslation('catalogue');
  const categoryName = useCategoryName();
  const view = toCourseCardView(course);
  const detailPath = `/course/${course.course_id}`;

  return (
    <article
      className={cx(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow',
        view.isDisabled ? 'opacity-60 grayscale' : 'hover:shadow-md',
      )}
      data-testid="course-card"
      data-course-id={course.course_id}
    >
      <div className="relative">
        <CourseThumbnail
          path={course.thumbnail}
          categorySlug={course.category_slug}
          eager={eager}
        />
        <CourseBadgeRow
          badge={view.badge}
          badgeText={view.badgeText}
          discount={view.isDisabled ? null : view.discount}
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {categoryName(course.category, course.category_name)}
        </p>
        <Heading className="line-clamp-2 text-lg leading-snug font-semibold text-ink">
          {view.isDisabled ? (
            course.course_title
          ) : (
            <Link
              to={view.isEnrolled ? `${detailPath}/progress` : detailPath}
              className="after:absolute after:inset-0 after:z-0 hover:text-brand-800"
            >
              {course.course_title}
            </Link>
          )}
        </Heading>
        <div className="flex items-center gap-2 text-sm text-ink-muted">
          <Avatar
            src={toMediaUrl(course.instructor_profile_picture)}
            name={course.instructor_name}
            size="sm"
          />
          <span className="truncate">{t('card.by', { name: course.instructor_name })}</span>
        </div>
        <CourseMeta
          rating={course.rating}
          students={course.total_students}
          hours={course.total_hours}
          lessons={course.total_lessons}
        />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          {view.isEnrolled ? (
            <p className="text-sm font-medium text-brand-800">{t('card.continueLearning')}</p>
          ) : (
            <CoursePrice price={view.price} originalPrice={view.originalPrice} />
          )}
          {view.isDisabled ? (
            <span className="inline-flex h-9 items-center rounded-lg bg-slate-200 px-3 text-sm font-medium text-slate-700">
              {t('card.unavailable')}
            </span>
          ) : view.isEnrolled ? (
            <ButtonLink
              to={`${detailPath}/progress`}
              size="sm"
              className="relative z-10"
              aria-label={t('card.continueCourseOf', { title: course.course_title })}
            >
              {t('card.continueCourse')}
            </ButtonLink>
          ) : (
            <ButtonLink
              to={detailPath}
              size="sm"
              variant="outline"
              className="relative z-10"
              aria-label={t('card.viewDetailsOf', { title: course.course_title })}
            >
              {t('card.viewDetails')}
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}

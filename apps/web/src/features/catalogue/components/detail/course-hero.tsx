import { FALLBACK_RATING } from '@academy/contract/catalogue-rules';
import type { CourseDetail } from '@academy/contract/catalogue';
import { BookOpen, ChevronRight, Clock, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { toCourseCardView } from '../../model/course-card';
import { CourseBadgeRow } from '../course-badge-row';
import { useCategoryName } from '../../../../lib/course-categories';

/** Title, description and the figures of a course: the course detail's hero. */
export function CourseHero({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('catalogue');
  const categoryName = useCategoryName();
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const view = toCourseCardView(course);
  // A course without ratings shows 4.5.
  const rating = course.rating ?? FALLBACK_RATING;

  return (
    <section className="bg-brand-950 text-white [--focus-ring:var(--color-white)]">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        {/* Clear of the enrol card, which rides up beside it: its column and the gap of the
            grid in course-detail-page.tsx (22rem, 24rem from xl, and 2.5rem). */}
        <div className="lg:max-w-[calc(100%-24.5rem)] xl:max-w-[calc(100%-26.5rem)]">
          <nav aria-label={t('detail.breadcrumb')}>
            <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
              <li>
                <Link to="/courses" className="hover:underline">
                  {t('detail.courses')}
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li>
                <Link to={`/courses?category=${course.category_slug}`} className="hover:underline">
                  {categoryName(course.category, course.category_name)}
                </Link>
              </li>
            </ol>
          </nav>
          <CourseBadgeRow
            inline
            badge={view.badge}
            badgeText={view.badgeText}
            discount={view.isDisabled ? null : view.discount}
          />
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {course.course_title}
          </h1>
          <p className="mt-4 text-lg leading-8 text-slate-200">{course.description}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-100">
            <li className="flex items-center gap-1.5" data-testid="course-rating">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span className="font-semibold">{t('detail.rating', { value: number(rating) })}</span>
              {course.rating_count > 0 && (
                <span>
                  {t('detail.ratingCount', {
                    count: course.rating_count,
                    value: number(course.rating_count),
                  })}
                </span>
              )}
            </li>
            <li className="flex items-center gap-1.5">
              <Users className="size-4" aria-hidden="true" />
              {t('detail.students', {
                count: course.total_students,
                value: number(course.total_students),
              })}
            </li>
            <li className="flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {t('detail.hours', { value: number(course.total_hours) })}
            </li>
            <li className="flex items-center gap-1.5">
              <BookOpen className="size-4" aria-hidden="true" />
              {t('detail.lessons', {
                count: course.total_lessons,
                value: number(course.total_lessons),
              })}
            </li>
          </ul>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-200">
            <span>{t('detail.createdBy', { name: course.instructor_name })}</span>
            <span>{t('detail.classCode', { code: course.class_code })}</span>
          </p>
        </div>
      </div>
    </section>
  );
}

import type { CourseListItem } from '@academy/contract/catalogue';
import { SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CourseGridSkeleton } from '../../../components/ui/course-skeletons';
import { EmptyState } from '../../../components/ui/empty-state';
import { cx } from '../../../lib/class-names';
import { CourseCard } from './course-card';

export const courseGridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export type CourseGridProps = {
  courses: CourseListItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Skeleton cards while loading. */
  skeletonCount: number;
  /** Shown instead of the default empty text's hint, e.g. a 'clear filters' button. */
  emptyAction?: ReactNode;
  /** Cards in the first row load their images at once. */
  eagerCount?: number;
  /** True while a newer answer is on its way and the old cards stay on screen. */
  isRefreshing?: boolean;
};

/** Course cards with the loading, error and empty states. */
export function CourseGrid({
  courses,
  isPending,
  isError,
  onRetry,
  skeletonCount,
  emptyAction,
  eagerCount = 0,
  isRefreshing = false,
}: CourseGridProps) {
  const { t } = useTranslation('catalogue');
  if (isPending) return <CourseGridSkeleton count={skeletonCount} />;
  if (isError || !courses) {
    return (
      <EmptyState
        icon={TriangleAlert}
        alert
        title={t('list.loadFailed')}
        action={
          <Button variant="outline" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  }
  if (courses.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('list.empty')}
        hint={t('list.emptyHint')}
        action={emptyAction}
      />
    );
  }
  return (
    <ul
      className={cx(courseGridClasses, isRefreshing && 'opacity-60 transition-opacity')}
      aria-busy={isRefreshing || undefined}
    >
      {courses.map((course, index) => (
        <li key={course.course_id}>
          <CourseCard course={course} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

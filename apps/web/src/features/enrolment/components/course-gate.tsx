import type { CourseDetail } from '@academy/contract/catalogue';
import { toPoisha } from '@academy/contract/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { FreeEnrolPanel } from './free-enrol-panel';

type CourseGateProps = {
  courseId: number | null;
  course: CourseDetail | undefined;
  error: unknown;
  isLoading: boolean;
  /** The cohort chosen on the course page, if any. */
  cohortId?: number | null;
  /** What a paid, open course the reader is not enrolled in shows. */
  children: (course: CourseDetail) => ReactNode;
};

/**
 * Everything /payment and /enroll show before the payment form: no course chosen, loading, not
 * found or failed, already enrolled ('Continue Course'), closed, or free (enrol at once).
 */
export function CourseGate({
  courseId,
  course,
  error,
  isLoading,
  cohortId = null,
  children,
}: CourseGateProps) {
  const { t } = useTranslation('enrolment');
  const browse = <ButtonLink to="/courses">{t('payment.browseCourses')}</ButtonLink>;
  if (courseId === null) return <EmptyState title={t('payment.missingCourse')} action={browse} />;
  if (isLoading) {
    return (
      <LoadingRegion className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </LoadingRegion>
    );
  }
  if (!course) {
    const isMissing = error instanceof ApiError && error.status === 404;
    return (
      <EmptyState
        title={isMissing ? t('payment.courseNotFound') : t('payment.courseFailed')}
        action={browse}
      />
    );
  }
  const back = (
    <ButtonLink to={`/course/${course.course_id}`} variant="outline">
      {t('payment.backToCourse')}
    </ButtonLink>
  );
  if (course.is_enrolled) {
    return (
      <EmptyState
        title={t('payment.alreadyEnrolled')}
        hint={course.course_title}
        action={
          <ButtonLink to={`/course/${course.course_id}/progress`}>
            {t('payment.continueCourse')}
          </ButtonLink>
        }
      />
    );
  }
  if (!course.enrollment_open || course.status !== 'published') {
    return <EmptyState title={t('payment.closed')} hint={course.course_title} action={back} />;
  }
  if (toPoisha(course.price) === 0n) return <FreeEnrolPanel course={course} cohortId={cohortId} />;
  return <>{children(course)}</>;
}

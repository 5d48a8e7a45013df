import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toasts';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { PageFrame } from '../../../components/ui/page-frame';
import { ApiError } from '../../../lib/api-error';
import { useInstructorCourse } from '../api/get-instructor-course';
import { useUpdateCourse } from '../api/update-course';
import { CourseForm } from '../components/course-form';
import { InstructorOnly } from '../components/instructor-only';
import { useCourseSave } from '../components/use-course-save';
import { draftFromCourse } from '../model/course-draft';
import { toCoursePayload } from '../model/course-payload';

/**
 * /instructor/courses/edit/:courseId: the course form filled from GET /api/instructor-course/{id}/.
 * A failed load shows 'Failed to fetch course data' and goes to /manage-courses; a successful
 * update goes to the thumbnail page.
 */
export function EditCoursePage() {
  return (
    <InstructorOnly>
      <EditCourse />
    </InstructorOnly>
  );
}

function EditCourse() {
  const { t } = useTranslation('authoring');
  const navigate = useNavigate();
  const { courseId = '' } = useParams();
  const course = useInstructorCourse(courseId);
  const updateCourse = useUpdateCourse(courseId);
  const initialDraft = useMemo(
    () => (course.data ? draftFromCourse(course.data) : null),
    [course.data],
  );
  const saver = useCourseSave({
    // The status is sent only when the instructor changed it, so a coming-soon course stays so.
    save: (draft) =>
      updateCourse.mutateAsync(
        toCoursePayload(draft, { includeStatus: draft.status !== course.data?.status }),
      ),
    successMessage: t('edit.success'),
    failureMessage: t('edit.failed'),
    loginMessage: t('access.loginToUpdate'),
  });

  useEffect(() => {
    if (!course.isError) return;
    if (course.error instanceof ApiError && course.error.status === 401) {
      toast.error(t('access.loginToEdit'));
      navigate('/login', { replace: true });
      return;
    }
    toast.error(t('edit.fetchFailed'));
    navigate('/manage-courses', { replace: true });
  }, [course.isError, course.error, navigate, t]);

  return (
    <PageFrame title={t('edit.title')} description={t('edit.description')}>
      {initialDraft ? (
        <CourseForm
          initialDraft={initialDraft}
          submitLabel={t('edit.submit')}
          submittingLabel={t('edit.submitting')}
          isSubmitting={updateCourse.isPending}
          serverErrors={saver.serverErrors}
          onSubmit={saver.run}
        />
      ) : (
        <LoadingRegion className="space-y-6">
          <p className="text-ink-muted">{t('edit.loading')}</p>
          <Skeleton className="h-64 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </LoadingRegion>
      )}
    </PageFrame>
  );
}

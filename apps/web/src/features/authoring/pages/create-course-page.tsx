import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';
import { useCreateCourse } from '../api/create-course';
import { CourseForm } from '../components/course-form';
import { InstructorOnly } from '../components/instructor-only';
import { useCourseSave } from '../components/use-course-save';
import { emptyCourseDraft } from '../model/course-draft';
import { toCoursePayload } from '../model/course-payload';

/** /courses/create: an empty course form; success goes to the thumbnail page. */
export function CreateCoursePage() {
  return (
    <InstructorOnly>
      <CreateCourse />
    </InstructorOnly>
  );
}

function CreateCourse() {
  const { t } = useTranslation('authoring');
  const [initialDraft] = useState(emptyCourseDraft);
  const createCourse = useCreateCourse();
  const saver = useCourseSave({
    save: (draft) => createCourse.mutateAsync(toCoursePayload(draft, { includeStatus: true })),
    successMessage: t('create.success'),
    failureMessage: t('create.failed'),
    loginMessage: t('access.loginRequired'),
  });

  return (
    <PageFrame title={t('create.title')} description={t('create.description')}>
      <CourseForm
        initialDraft={initialDraft}
        submitLabel={t('create.submit')}
        submittingLabel={t('create.submitting')}
        isSubmitting={createCourse.isPending}
        serverErrors={saver.serverErrors}
        onSubmit={saver.run}
      />
    </PageFrame>
  );
}

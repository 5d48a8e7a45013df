import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useInstructorCourse } from '../../authoring/api/get-instructor-course';
import { InstructorOnly } from '../../authoring/components/instructor-only';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useInstructorAssignment } from '../api/get-instructor-assignment';
import { AssignmentEditor } from '../components/assignment-editor';
import {
  BackToClasswork,
  DeleteClassworkButton,
  LoadFailed,
} from '../components/classwork-page-parts';
import { draftFromStoredAssignment, emptyAssignmentDraft } from '../model/assignment-draft';

/** /course/:courseId/assignments/new: a new assignment, in the module ?module= names if any. */
export function NewAssignmentPage() {
  return (
    <InstructorOnly>
      <NewAssignment />
    </InstructorOnly>
  );
}

function NewAssignment() {
  const { t } = useTranslation('classwork');
  const { courseId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const course = useInstructorCourse(courseId);
  const moduleId = Number(searchParams.get('module')) || null;
  const initial = useMemo(() => emptyAssignmentDraft(moduleId), [moduleId]);
  if (course.isPending) return <PageSkeleton />;
  if (course.isError)
    return (
      <LoadFailed
        title={t('assignmentEditor.loadFailed')}
        error={course.error}
        onRetry={() => void course.refetch()}
      />
    );
  return (
    <PageFrame
      title={t('assignmentEditor.newTitle')}
      description={course.data.course_title}
      width="narrow"
      actions={<BackToClasswork courseId={course.data.course_id} />}
    >
      <AssignmentEditor
        courseId={course.data.course_id}
        initial={initial}
        modules={course.data.modules}
        rubricLocked={false}
      />
    </PageFrame>
  );
}

/** /assignments/:assignmentId/edit: the stored assignment in the same form. */
export function EditAssignmentPage() {
  return (
    <InstructorOnly>
      <EditAssignment />
    </InstructorOnly>
  );
}

function EditAssignment() {
  const { t } = useTranslation('classwork');
  const { assignmentId = '' } = useParams();
  const assignment = useInstructorAssignment(assignmentId);
  const courseId = assignment.data ? String(assignment.data.course_id) : '';
  const course = useInstructorCourse(courseId, { enabled: courseId !== '' });
  const initial = useMemo(
    () => (assignment.data ? draftFromStoredAssignment(assignment.data.form) : null),
    [assignment.data],
  );
  const failed = assignment.isError ? assignment : course.isError ? course : null;
  if (failed)
    return (
      <LoadFailed
        title={t('assignmentEditor.loadFailed')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  if (!assignment.data || !course.data || !initial) return <PageSkeleton />;
  return (
    <PageFrame
      title={t('assignmentEditor.editTitle')}
      description={assignment.data.course_title}
      width="narrow"
      actions={
        <>
          <BackToClasswork courseId={assignment.data.course_id} />
          <DeleteAssignmentButton
            assignmentId={assignment.data.assignment_id}
            courseId={assignment.data.course_id}
          />
        </>
      }
    >
      <AssignmentEditor
        courseId={assignment.data.course_id}
        assignmentId={assignment.data.assignment_id}
        initial={initial}
        modules={course.data.modules}
        rubricLocked={assignment.data.rubric_locked}
      />
    </PageFrame>
  );
}

function DeleteAssignmentButton({
  assignmentId,
  courseId,
}: {
  assignmentId: number;
  courseId: number;
}) {
  const { t } = useTranslation('classwork');
  const remove = useDeleteAssignment();
  return (
    <DeleteClassworkButton
      courseId={courseId}
      deleting={remove.isPending}
      onDelete={() => remove.mutateAsync(assignmentId)}
      text={{
        delete: t('assignmentEditor.delete'),
        title: t('assignmentEditor.deleteTitle'),
        warning: t('assignmentEditor.deleteWarning'),
        deleted: t('assignmentEditor.deleted'),
        failed: t('assignmentEditor.deleteFailed'),
      }}
    />
  );
}

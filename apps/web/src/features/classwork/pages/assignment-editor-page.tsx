import type { InstructorAssignment } from '@academy/contract/assignments';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InstructorOnly } from '../../authoring/components/instructor-only';
import { useDeleteAssignment } from '../api/delete-assignment';
import { useInstructorAssignment } from '../api/get-instructor-assignment';
import { AssignmentEditor } from '../components/assignment-editor';
import { EditClassworkFrame, NewClassworkFrame } from '../components/classwork-editor-frame';
import { DeleteClassworkButton } from '../components/classwork-page-parts';
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
  return (
    <NewClassworkFrame
      text={{
        title: t('assignmentEditor.newTitle'),
        loadFailed: t('assignmentEditor.loadFailed'),
      }}
      emptyDraft={emptyAssignmentDraft}
      editor={(course, initial) => (
        <AssignmentEditor
          courseId={course.course_id}
          initial={initial}
          modules={course.modules}
          rubricLocked={false}
        />
      )}
    />
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

const storedDraft = (assignment: InstructorAssignment) =>
  draftFromStoredAssignment(assignment.form);

function EditAssignment() {
  const { t } = useTranslation('classwork');
  const { assignmentId = '' } = useParams();
  const assignment = useInstructorAssignment(assignmentId);
  return (
    <EditClassworkFrame
      item={assignment}
      text={{
        title: t('assignmentEditor.editTitle'),
        loadFailed: t('assignmentEditor.loadFailed'),
      }}
      toDraft={storedDraft}
      deleteButton={(stored) => (
        <DeleteAssignmentButton assignmentId={stored.assignment_id} courseId={stored.course_id} />
      )}
      editor={(stored, course, initial) => (
        <AssignmentEditor
          courseId={stored.course_id}
          assignmentId={stored.assignment_id}
          initial={initial}
          modules={course.modules}
          rubricLocked={stored.rubric_locked}
        />
      )}
    />
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

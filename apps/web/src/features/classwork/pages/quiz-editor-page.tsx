import type { InstructorQuiz } from '@academy/contract/quizzes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InstructorOnly } from '../../authoring/components/instructor-only';
import { useDeleteQuiz } from '../api/delete-quiz';
import { useInstructorQuiz } from '../api/get-instructor-quiz';
import { EditClassworkFrame, NewClassworkFrame } from '../components/classwork-editor-frame';
import { DeleteClassworkButton } from '../components/classwork-page-parts';
import { QuizEditor } from '../components/quiz-editor';
import { draftFromStored, emptyQuizDraft } from '../model/quiz-draft';

/** /course/:courseId/quizzes/new: a new quiz, in the module ?module= names if any. */
export function NewQuizPage() {
  return (
    <InstructorOnly>
      <NewQuiz />
    </InstructorOnly>
  );
}

function NewQuiz() {
  const { t } = useTranslation('classwork');
  return (
    <NewClassworkFrame
      text={{ title: t('editor.newTitle'), loadFailed: t('editor.loadFailed') }}
      emptyDraft={emptyQuizDraft}
      editor={(course, initial) => (
        <QuizEditor
          courseId={course.course_id}
          initial={initial}
          modules={course.modules}
          questionsLocked={false}
        />
      )}
    />
  );
}

/** /quizzes/:quizId/edit: the stored quiz in the same form. */
export function EditQuizPage() {
  return (
    <InstructorOnly>
      <EditQuiz />
    </InstructorOnly>
  );
}

const storedDraft = (quiz: InstructorQuiz) => draftFromStored(quiz.form);

function EditQuiz() {
  const { t } = useTranslation('classwork');
  const { quizId = '' } = useParams();
  const quiz = useInstructorQuiz(quizId);
  return (
    <EditClassworkFrame
      item={quiz}
      text={{ title: t('editor.editTitle'), loadFailed: t('editor.loadFailed') }}
      toDraft={storedDraft}
      deleteButton={(quiz) => <DeleteQuizButton quizId={quiz.quiz_id} courseId={quiz.course_id} />}
      editor={(quiz, course, initial) => (
        <QuizEditor
          courseId={quiz.course_id}
          quizId={quiz.quiz_id}
          initial={initial}
          modules={course.modules}
          questionsLocked={quiz.questions_locked}
        />
      )}
    />
  );
}

function DeleteQuizButton({ quizId, courseId }: { quizId: number; courseId: number }) {
  const { t } = useTranslation('classwork');
  const deleteQuiz = useDeleteQuiz();
  return (
    <DeleteClassworkButton
      courseId={courseId}
      deleting={deleteQuiz.isPending}
      onDelete={() => deleteQuiz.mutateAsync(quizId)}
      text={{
        delete: t('editor.delete'),
        title: t('editor.deleteTitle'),
        warning: t('editor.deleteWarning'),
        deleted: t('editor.deleted'),
        failed: t('editor.deleteFailed'),
      }}
    />
  );
}

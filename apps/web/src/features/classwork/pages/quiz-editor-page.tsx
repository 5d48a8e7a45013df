import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useInstructorCourse } from '../../authoring/api/get-instructor-course';
import { InstructorOnly } from '../../authoring/components/instructor-only';
import { useDeleteQuiz } from '../api/delete-quiz';
import { useInstructorQuiz } from '../api/get-instructor-quiz';
import {
  BackToClasswork,
  DeleteClassworkButton,
  LoadFailed,
} from '../components/classwork-page-parts';
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
  const { courseId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const course = useInstructorCourse(courseId);
  const moduleId = Number(searchParams.get('module')) || null;
  const initial = useMemo(() => emptyQuizDraft(moduleId), [moduleId]);
  if (course.isPending) return <PageSkeleton />;
  if (course.isError)
    return (
      <LoadFailed
        title={t('editor.loadFailed')}
        error={course.error}
        onRetry={() => void course.refetch()}
      />
    );
  return (
    <PageFrame
      title={t('editor.newTitle')}
      description={course.data.course_title}
      width="narrow"
      actions={<BackToClasswork courseId={course.data.course_id} />}
    >
      <QuizEditor
        courseId={course.data.course_id}
        initial={initial}
        modules={course.data.modules}
        questionsLocked={false}
      />
    </PageFrame>
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

function EditQuiz() {
  const { t } = useTranslation('classwork');
  const { quizId = '' } = useParams();
  const quiz = useInstructorQuiz(quizId);
  const courseId = quiz.data ? String(quiz.data.course_id) : '';
  const course = useInstructorCourse(courseId, { enabled: courseId !== '' });
  const initial = useMemo(() => (quiz.data ? draftFromStored(quiz.data.form) : null), [quiz.data]);
  const failed = quiz.isError ? quiz : course.isError ? course : null;
  if (failed)
    return (
      <LoadFailed
        title={t('editor.loadFailed')}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  if (!quiz.data || !course.data || !initial) return <PageSkeleton />;
  return (
    <PageFrame
      title={t('editor.editTitle')}
      description={quiz.data.course_title}
      width="narrow"
      actions={
        <>
          <BackToClasswork courseId={quiz.data.course_id} />
          <DeleteQuizButton quizId={quiz.data.quiz_id} courseId={quiz.data.course_id} />
        </>
      }
    >
      <QuizEditor
        courseId={quiz.data.course_id}
        quizId={quiz.data.quiz_id}
        initial={initial}
        modules={course.data.modules}
        questionsLocked={quiz.data.questions_locked}
      />
    </PageFrame>
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

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toasts';
import { useInstructorCourse } from '../../authoring/api/get-instructor-course';
import { InstructorOnly } from '../../authoring/components/instructor-only';
import { useDeleteQuiz } from '../api/delete-quiz';
import { useInstructorQuiz } from '../api/get-instructor-quiz';
import { BackToClasswork, LoadFailed } from '../components/classwork-page-parts';
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
  if (quiz.isError)
    return (
      <LoadFailed
        title={t('editor.loadFailed')}
        error={quiz.error}
        onRetry={() => void quiz.refetch()}
      />
    );
  if (course.isError)
    return (
      <LoadFailed
        title={t('editor.loadFailed')}
        error={course.error}
        onRetry={() => void course.refetch()}
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
  const navigate = useNavigate();
  const deleteQuiz = useDeleteQuiz();
  const [open, setOpen] = useState(false);
  async function handleDelete() {
    try {
      await deleteQuiz.mutateAsync(quizId);
      toast.success(t('editor.deleted'));
      void navigate(`/course/${courseId}/progress?tab=classwork`);
    } catch {
      toast.error(t('editor.deleteFailed'));
    }
  }
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        {t('editor.delete')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('editor.deleteTitle')}
        description={t('editor.deleteWarning')}
        size="sm"
      >
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('editor.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={deleteQuiz.isPending}
            onClick={() => void handleDelete()}
          >
            {t('editor.delete')}
          </Button>
        </div>
      </Modal>
    </>
  );
}

import { quizFormSchema, quizLimits } from '@academy/contract/quizzes';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSaveQuiz } from '../api/save-quiz';
import { errorsUnder } from '../model/quiz-errors';
import {
  newQuestion,
  toQuizPayload,
  type QuestionDraft,
  type QuizDraft,
} from '../model/quiz-draft';
import { useQuizMessage } from '../model/quiz-message';
import { QuestionEditor } from './question-editor';
import { QuizSettingsFields } from './quiz-settings-fields';
import { useDraftForm } from './use-draft-form';

export type QuizEditorProps = {
  courseId: number;
  quizId?: number;
  initial: QuizDraft;
  modules: { module_id: number; module_title: string }[];
  /** Learners have attempted it: questions are shown but cannot change. */
  questionsLocked: boolean;
};

/** The quiz form: settings, then the questions; checked as the server checks it. */
export function QuizEditor({
  courseId,
  quizId,
  initial,
  modules,
  questionsLocked,
}: QuizEditorProps) {
  const { t } = useTranslation('classwork');
  const navigate = useNavigate();
  const saveQuiz = useSaveQuiz();
  const { draft, errors, update, change, onSubmit } = useDraftForm({
    initial,
    parse: (current: QuizDraft) => quizFormSchema.safeParse(toQuizPayload(current)),
    save: (form) => saveQuiz.mutateAsync({ courseId, quizId, form }),
    saved: saveQuiz.isSuccess,
    translate: useQuizMessage(),
    messages: {
      unsaved: t('editor.unsaved'),
      saved: quizId === undefined ? t('editor.created') : t('editor.saved'),
      saveFailed: t('editor.saveFailed'),
    },
    onSaved: (saved) => void navigate(`/quizzes/${saved.quiz_id}`),
  });
  const updateQuestions = (next: (questions: QuestionDraft[]) => QuestionDraft[]) =>
    change((current) => ({ ...current, questions: next(current.questions) }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <QuizSettingsFields draft={draft} modules={modules} errors={errors} onChange={update} />
      <section aria-labelledby="quiz-questions" className="space-y-4">
        <h2 id="quiz-questions" className="text-xl font-semibold text-ink">
          {t('editor.questions')}
        </h2>
        {questionsLocked && (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('editor.questionsLocked')}
          </p>
        )}
        {errors.questions && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.questions}
          </p>
        )}
        {draft.questions.map((question, index) => (
          <QuestionEditor
            key={question.key}
            index={index}
            count={draft.questions.length}
            question={question}
            errors={errorsUnder(errors, `questions.${index}.`)}
            disabled={questionsLocked}
            onChange={(next) =>
              updateQuestions((questions) => questions.map((q, at) => (at === index ? next : q)))
            }
            onMove={(offset) =>
              updateQuestions((questions) => {
                const moved = [...questions];
                const [item] = moved.splice(index, 1);
                moved.splice(index + offset, 0, item!);
                return moved;
              })
            }
            onRemove={() =>
              updateQuestions((questions) => questions.filter((_, at) => at !== index))
            }
          />
        ))}
        {!questionsLocked && (
          <Button
            variant="outline"
            disabled={draft.questions.length >= quizLimits.questionsMax}
            onClick={() => updateQuestions((questions) => [...questions, newQuestion()])}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('editor.addQuestion')}
          </Button>
        )}
      </section>
      <div className="flex flex-wrap gap-3 border-t border-line pt-6">
        <Button type="submit" loading={saveQuiz.isPending} loadingText={t('editor.saving')}>
          {quizId === undefined ? t('editor.create') : t('editor.save')}
        </Button>
      </div>
    </form>
  );
}

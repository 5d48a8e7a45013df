import { quizFormSchema, quizLimits } from '@academy/contract/quizzes';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useUnsavedChanges } from '../../authoring/components/use-unsaved-changes';
import { useSaveQuiz } from '../api/save-quiz';
import { errorsUnder, issuesByPath } from '../model/quiz-errors';
import {
  newQuestion,
  toQuizPayload,
  type QuestionDraft,
  type QuizDraft,
} from '../model/quiz-draft';
import { useQuizMessage } from '../model/quiz-message';
import { QuestionEditor } from './question-editor';
import { QuizSettingsFields } from './quiz-settings-fields';

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
  const translate = useQuizMessage();
  const navigate = useNavigate();
  const saveQuiz = useSaveQuiz();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDirty, setIsDirty] = useState(false);
  useUnsavedChanges(isDirty && !saveQuiz.isSuccess, t('editor.unsaved'));

  function update(patch: Partial<QuizDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setIsDirty(true);
  }
  function updateQuestions(change: (questions: QuestionDraft[]) => QuestionDraft[]) {
    setDraft((current) => ({ ...current, questions: change(current.questions) }));
    setIsDirty(true);
  }
  const translated = (found: Record<string, string>) =>
    Object.fromEntries(Object.entries(found).map(([key, message]) => [key, translate(message)]));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = quizFormSchema.safeParse(toQuizPayload(draft));
    if (!parsed.success) {
      setErrors(translated(issuesByPath(parsed.error.issues)));
      toast.error(t('editor.fixErrors'));
      return;
    }
    setErrors({});
    try {
      const saved = await saveQuiz.mutateAsync({ courseId, quizId, form: parsed.data });
      toast.success(quizId === undefined ? t('editor.created') : t('editor.saved'));
      setIsDirty(false);
      void navigate(`/quizzes/${saved.quiz_id}`);
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) setErrors(translated(fieldErrors));
      toast.error(translate(getErrorMessage(error, t('editor.saveFailed'))));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-6">
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

import type { QuizAttempt, QuizResponse } from '@academy/contract/quizzes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { getErrorMessage } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { attemptQueryKey } from '../api/get-attempt';
import { useSubmitAttempt } from '../api/submit-attempt';
import { useQuizMessage } from '../model/quiz-message';
import { Countdown } from './countdown';
import { QuestionInput } from './question-input';
import { useAnswerAutosave, type SaveStatus } from './use-answer-autosave';

const initialResponses = (attempt: QuizAttempt) =>
  new Map(
    attempt.questions.flatMap((q) => (q.response ? [[q.question_id, q.response] as const] : [])),
  );

/** An attempt in progress: every question on one page, saved as the learner goes. */
export function AttemptTaking({ attempt }: { attempt: QuizAttempt }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const translate = useQuizMessage();
  const queryClient = useQueryClient();
  const submitAttempt = useSubmitAttempt();
  const autosave = useAnswerAutosave(attempt.attempt_id);
  const [responses, setResponses] = useState(() => initialResponses(attempt));
  const [confirming, setConfirming] = useState(false);
  // Time ran out on the server: it has closed the attempt, so show what it holds.
  useEffect(() => {
    if (autosave.status !== 'time_up') return;
    toast.error(t('messages.timeUp'));
    void queryClient.invalidateQueries({ queryKey: attemptQueryKey(String(attempt.attempt_id)) });
  }, [autosave.status, attempt.attempt_id, queryClient, t]);
  const answered = attempt.questions.filter((q) => responses.has(q.question_id)).length;

  function handleChange(questionId: number, response: QuizResponse) {
    setResponses((current) => new Map(current).set(questionId, response));
    autosave.record(questionId, response);
  }

  const submit = useCallback(async () => {
    await autosave.flush();
    try {
      await submitAttempt.mutateAsync(attempt.attempt_id);
      toast.success(t('taking.submitted'));
    } catch (error) {
      toast.error(translate(getErrorMessage(error, t('taking.submitFailed'))));
      // It may have been closed already (time up): show what the server holds.
      await queryClient.invalidateQueries({
        queryKey: attemptQueryKey(String(attempt.attempt_id)),
      });
    }
    setConfirming(false);
  }, [attempt.attempt_id, autosave, queryClient, submitAttempt, t, translate]);

  return (
    <div className="space-y-6">
      <div className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface/95 px-4 py-3 backdrop-blur">
        <p className="text-sm text-ink-muted">
          {t('taking.progress', {
            answered: formatNumber(answered, language),
            total: formatNumber(attempt.questions.length, language),
          })}
        </p>
        <SaveIndicator status={autosave.status} />
        {attempt.deadline_at && (
          <Countdown
            deadline={attempt.deadline_at}
            serverNow={attempt.server_now}
            onExpire={() => void submit()}
          />
        )}
      </div>
      <ol className="space-y-4">
        {attempt.questions.map((question, index) => (
          <li
            key={question.question_id}
            className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
          >
            <fieldset className="space-y-3">
              <legend className="w-full">
                <span className="flex flex-wrap items-start justify-between gap-2">
                  <span className="font-semibold whitespace-pre-line text-ink">
                    {t('taking.questionNumber', { number: index + 1 })} {question.prompt}
                  </span>
                  <span className="text-sm text-ink-muted">
                    {t('tab.points', {
                      count: question.points,
                      points: formatNumber(question.points, language),
                    })}
                  </span>
                </span>
              </legend>
              <QuestionInput
                question={question}
                response={responses.get(question.question_id) ?? null}
                onChange={(response) => handleChange(question.question_id, response)}
                onBlur={() => void autosave.flush()}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex justify-end">
        <Button onClick={() => setConfirming(true)}>{t('taking.submit')}</Button>
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('taking.confirmTitle')}
        description={t('taking.confirmText', {
          answered: formatNumber(answered, language),
          total: formatNumber(attempt.questions.length, language),
        })}
        size="sm"
      >
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {t('taking.keepWorking')}
          </Button>
          <Button
            loading={submitAttempt.isPending}
            loadingText={t('taking.submitting')}
            onClick={() => void submit()}
          >
            {t('taking.submit')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation('classwork');
  return (
    <p role="status" className="text-sm font-medium text-ink-muted">
      {status === 'idle' ? null : t(`saveStatus.${status}`)}
    </p>
  );
}

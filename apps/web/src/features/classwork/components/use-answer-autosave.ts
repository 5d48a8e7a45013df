import { quizMessages, type QuizResponse } from '@academy/contract/quizzes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { saveAnswers } from '../api/save-answers';

/** idle: nothing changed on this page yet. */
export type SaveStatus = 'idle' | 'saved' | 'pending' | 'saving' | 'failed' | 'time_up';

/** Quiet time after the last change before answers are sent. */
const SAVE_DELAY_MS = 600;
const RETRY_DELAY_MS = 3000;

/**
 * Keeps an attempt's answers on the server as the learner goes: changes are sent a moment after
 * typing stops (at once on `flush`), failed saves are retried, and the page is held back from
 * closing while something is unsaved. A save refused because time is up reports 'time_up'.
 */
export function useAnswerAutosave(attemptId: number) {
  const pending = useRef(new Map<number, QuizResponse>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');

  const send = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    if (pending.current.size === 0) return;
    const batch = [...pending.current].map(([question_id, response]) => ({
      question_id,
      response,
    }));
    pending.current.clear();
    setStatus('saving');
    const request = saveAnswers(attemptId, { answers: batch }).then(
      () => setStatus(pending.current.size > 0 ? 'pending' : 'saved'),
      (error: unknown) => {
        if (error instanceof ApiError && error.detail === quizMessages.timeUp) {
          setStatus('time_up');
          return;
        }
        // Keep what failed unless a newer answer replaced it meanwhile, and try again.
        for (const { question_id, response } of batch) {
          if (!pending.current.has(question_id)) pending.current.set(question_id, response);
        }
        setStatus('failed');
        timer.current = setTimeout(() => void send(), RETRY_DELAY_MS);
      },
    );
    inFlight.current = request.finally(() => {
      inFlight.current = null;
    });
    await inFlight.current;
  }, [attemptId]);

  const record = useCallback(
    (questionId: number, response: QuizResponse) => {
      pending.current.set(questionId, response);
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), SAVE_DELAY_MS);
    },
    [send],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
    };
  }, []);

  return { status, record, flush: send };
}

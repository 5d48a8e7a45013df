import type { QuizOverview } from '@academy/contract/quizzes';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { getErrorMessage } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useQuiz } from '../api/get-quiz';
import { OnlineOnlyNotice } from '../../../components/ui/online-only-notice';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useStartAttempt } from '../api/start-attempt';
import { BackToClasswork, FactList, WhenLoaded } from '../components/classwork-page-parts';
import { LearnerAttempts } from '../components/learner-attempts';
import { formatDhakaDateTime } from '../model/dhaka-time';
import { useQuizMessage } from '../model/quiz-message';

/** /quizzes/:quizId: what the quiz asks, the caller's attempts and grade, and the way in. */
export function QuizPage() {
  const { t } = useTranslation('classwork');
  const translate = useQuizMessage();
  const { quizId = '' } = useParams();
  const quiz = useQuiz(quizId);
  return (
    <WhenLoaded query={quiz} failedTitle={t('quiz.loadFailed')} translate={translate}>
      {(data) => <QuizDetails quiz={data} />}
    </WhenLoaded>
  );
}

function QuizDetails({ quiz }: { quiz: QuizOverview }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const translate = useQuizMessage();
  const navigate = useNavigate();
  const startAttempt = useStartAttempt();
  const isOnline = useOnlineStatus();
  const number = (value: number) => formatNumber(value, language);

  async function handleStart() {
    try {
      const attempt = await startAttempt.mutateAsync(quiz.quiz_id);
      void navigate(`/quiz-attempts/${attempt.attempt_id}`);
    } catch (error) {
      toast.error(translate(getErrorMessage(error, t('quiz.startFailed'))));
    }
  }

  const facts: [string, string][] = [
    [t('quiz.questions'), number(quiz.question_count)],
    [t('quiz.points'), number(quiz.max_score)],
    [t('quiz.passMark'), t('quiz.percent', { value: number(quiz.pass_percent) })],
    [
      t('quiz.timeLimit'),
      quiz.time_limit_minutes === null
        ? t('quiz.noTimeLimit')
        : t('quiz.minutes', {
            count: quiz.time_limit_minutes,
            minutes: number(quiz.time_limit_minutes),
          }),
    ],
    [
      t('quiz.attemptsAllowed'),
      quiz.max_attempts === null ? t('quiz.unlimited') : number(quiz.max_attempts),
    ],
    [t('quiz.gradingMethod'), t(`gradingMethods.${quiz.grading_method}`)],
  ];
  if (quiz.opens_at) facts.push([t('quiz.opens'), formatDhakaDateTime(quiz.opens_at, language)]);
  if (quiz.closes_at) facts.push([t('quiz.closes'), formatDhakaDateTime(quiz.closes_at, language)]);

  return (
    <PageFrame
      title={quiz.title}
      description={
        quiz.module_title ? `${quiz.course_title} · ${quiz.module_title}` : quiz.course_title
      }
      width="narrow"
      actions={
        <>
          <BackToClasswork courseId={quiz.course_id} />
          {quiz.can_edit && (
            <ButtonLink to={`/quizzes/${quiz.quiz_id}/edit`} variant="outline" size="sm">
              {t('tab.edit')}
            </ButtonLink>
          )}
        </>
      }
    >
      <div className="space-y-6">
        {quiz.description && <p className="whitespace-pre-line text-ink">{quiz.description}</p>}
        <FactList facts={facts} />
        {quiz.grade !== null && (
          <p className="rounded-2xl bg-brand-50 px-5 py-4 text-brand-900">
            <span className="font-semibold">
              {t('quiz.yourGrade', { score: number(quiz.grade), max: number(quiz.max_score) })}
            </span>{' '}
            {quiz.passed ? t('quiz.passed') : t('quiz.notPassed')}
          </p>
        )}
        {(quiz.can_start || quiz.in_progress_attempt_id !== null) && <OnlineOnlyNotice />}
        <div className="flex flex-wrap items-center gap-3">
          {quiz.in_progress_attempt_id !== null ? (
            <ButtonLink to={`/quiz-attempts/${quiz.in_progress_attempt_id}`}>
              {t('quiz.resume')}
            </ButtonLink>
          ) : quiz.can_start ? (
            <Button
              loading={startAttempt.isPending}
              disabled={!isOnline}
              onClick={() => void handleStart()}
            >
              {quiz.attempts.length === 0 ? t('quiz.start') : t('quiz.startAgain')}
            </Button>
          ) : quiz.blocked_reason ? (
            <p className="text-sm font-medium text-ink-muted">{translate(quiz.blocked_reason)}</p>
          ) : null}
          {quiz.attempts_left !== null && quiz.can_start && (
            <p className="text-sm text-ink-muted">
              {t('quiz.attemptsLeft', {
                count: quiz.attempts_left,
                left: number(quiz.attempts_left),
              })}
            </p>
          )}
        </div>
        {quiz.can_edit && !quiz.is_published && (
          <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-ink">
            {t('quiz.draftNotice')}
          </p>
        )}
        {quiz.can_edit && <LearnerAttempts quizId={quiz.quiz_id} maxScore={quiz.max_score} />}
        {quiz.attempts.length > 0 && (
          <section aria-labelledby="quiz-attempts" className="space-y-3">
            <h2 id="quiz-attempts" className="text-lg font-semibold text-ink">
              {t('quiz.yourAttempts')}
            </h2>
            <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
              {quiz.attempts.map((attempt) => (
                <li
                  key={attempt.attempt_id}
                  className="flex flex-wrap items-center gap-3 px-4 py-3"
                >
                  <Link
                    to={`/quiz-attempts/${attempt.attempt_id}`}
                    className="font-medium text-brand-800 underline-offset-4 hover:underline"
                  >
                    {t('taking.attemptNumber', { number: attempt.number })}
                  </Link>
                  <span className="text-sm text-ink-muted">
                    {formatDhakaDateTime(attempt.submitted_at ?? attempt.started_at, language)}
                  </span>
                  <span className="ml-auto text-sm font-semibold text-ink">
                    {attempt.state === 'in_progress'
                      ? t('states.in_progress')
                      : attempt.score === null
                        ? t('review.awaitingGrading')
                        : t('tab.score', {
                            score: number(attempt.score),
                            max: number(quiz.max_score),
                          })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </PageFrame>
  );
}

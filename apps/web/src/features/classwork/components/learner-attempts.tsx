import { QUIZ_ATTEMPTS_PAGE_SIZE } from '@academy/contract/quizzes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useLearnerAttempts } from '../api/get-learner-attempts';
import { formatDhakaDateTime } from '../model/dhaka-time';
import { ClassworkStateBadge } from './classwork-state-badge';

/** For the quiz's instructor: learners' submitted attempts, those waiting for a grade first. */
export function LearnerAttempts({ quizId, maxScore }: { quizId: number; maxScore: number }) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const attempts = useLearnerAttempts(String(quizId), page, true);
  return (
    <section aria-labelledby="learner-attempts" className="space-y-3">
      <h2 id="learner-attempts" className="text-lg font-semibold text-ink">
        {t('grading.title')}
      </h2>
      {attempts.isPending ? (
        <LoadingRegion className="space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </LoadingRegion>
      ) : attempts.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('grading.loadFailed')}
        </p>
      ) : attempts.data.count === 0 ? (
        <p className="text-sm text-ink-muted">{t('grading.none')}</p>
      ) : (
        <>
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
            {attempts.data.results.map((attempt) => (
              <li key={attempt.attempt_id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/quiz-attempts/${attempt.attempt_id}`}
                    className="font-medium text-brand-800 underline-offset-4 hover:underline"
                  >
                    {t('grading.attemptOf', { name: attempt.learner_name, number: attempt.number })}
                  </Link>
                  <p className="truncate text-sm text-ink-muted">
                    {attempt.learner_email}
                    {attempt.submitted_at &&
                      ` · ${formatDhakaDateTime(attempt.submitted_at, language)}`}
                  </p>
                </div>
                <ClassworkStateBadge state={attempt.state === 'graded' ? 'graded' : 'submitted'} />
                {attempt.score !== null && (
                  <span className="text-sm font-semibold text-ink">
                    {t('tab.score', {
                      score: formatNumber(attempt.score, language),
                      max: formatNumber(maxScore, language),
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            count={attempts.data.count}
            pageSize={QUIZ_ATTEMPTS_PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}

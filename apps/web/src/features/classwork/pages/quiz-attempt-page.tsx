import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { useAttempt } from '../api/get-attempt';
import { AttemptReview } from '../components/attempt-review';
import { AttemptTaking } from '../components/attempt-taking';
import { useQuizMessage } from '../model/quiz-message';

/** /quiz-attempts/:attemptId: the attempt in progress, or its review once submitted. */
export function QuizAttemptPage() {
  const { t } = useTranslation('classwork');
  const translate = useQuizMessage();
  const { attemptId = '' } = useParams();
  const attempt = useAttempt(attemptId);
  if (attempt.isPending) return <PageSkeleton />;
  if (attempt.isError) {
    const detail = attempt.error instanceof ApiError ? attempt.error.detail : undefined;
    return (
      <PageFrame title={t('taking.loadFailed')} width="narrow">
        <EmptyState
          icon={AlertTriangle}
          title={<span role="alert">{t('taking.loadFailed')}</span>}
          hint={detail ? translate(detail) : undefined}
          action={
            <Button variant="outline" onClick={() => void attempt.refetch()}>
              {t('tab.retry')}
            </Button>
          }
        />
      </PageFrame>
    );
  }
  const data = attempt.data;
  return (
    <PageFrame
      title={data.quiz_title}
      description={t('taking.attemptNumber', { number: data.number })}
      width="narrow"
      actions={
        <Link
          to={`/quizzes/${data.quiz_id}`}
          className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          {t('taking.backToQuiz')}
        </Link>
      }
    >
      {data.state === 'in_progress' ? (
        <AttemptTaking key={data.attempt_id} attempt={data} />
      ) : (
        <AttemptReview attempt={data} />
      )}
    </PageFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OnlineOnlyNotice } from '../../../components/ui/online-only-notice';
import { PageFrame } from '../../../components/ui/page-frame';
import { useAttempt } from '../api/get-attempt';
import { AttemptReview } from '../components/attempt-review';
import { AttemptTaking } from '../components/attempt-taking';
import { WhenLoaded } from '../components/classwork-page-parts';
import { useQuizMessage } from '../model/quiz-message';

/** /quiz-attempts/:attemptId: the attempt in progress, or its review once submitted. */
export function QuizAttemptPage() {
  const { t } = useTranslation('classwork');
  const translate = useQuizMessage();
  const { attemptId = '' } = useParams();
  const attempt = useAttempt(attemptId);
  return (
    <WhenLoaded query={attempt} failedTitle={t('taking.loadFailed')} translate={translate}>
      {(data) => (
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
          {data.state === 'in_progress' && <OnlineOnlyNotice />}
          {data.state === 'in_progress' ? (
            <AttemptTaking key={data.attempt_id} attempt={data} />
          ) : (
            <AttemptReview attempt={data} />
          )}
        </PageFrame>
      )}
    </WhenLoaded>
  );
}

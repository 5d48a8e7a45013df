import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { InstructorOnly } from '../../authoring/components/instructor-only';
import { useSubmissionForGrading } from '../api/get-submission-for-grading';
import { useReleaseGrades } from '../api/release-grades';
import { LoadFailed } from '../components/classwork-page-parts';
import { SubmissionGradeForm } from '../components/submission-grade-form';
import { SubmissionList } from '../components/submission-list';
import { useAssignmentMessage } from '../model/assignment-message';

/** /grading/submissions/:submissionId: one learner's work, graded and released from here. */
export function SubmissionGradingPage() {
  return (
    <InstructorOnly>
      <SubmissionGrading />
    </InstructorOnly>
  );
}

function SubmissionGrading() {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const translate = useAssignmentMessage();
  const { submissionId = '' } = useParams();
  const work = useSubmissionForGrading(submissionId);
  const release = useReleaseGrades();
  if (work.isPending) return <PageSkeleton />;
  if (work.isError)
    return (
      <LoadFailed
        title={t('queue.workLoadFailed')}
        error={work.error}
        onRetry={() => void work.refetch()}
      />
    );
  const { data } = work;
  const grade = data.grade?.is_current ? data.grade : null;
  const number = (value: number) => formatNumber(value, language);

  async function handleRelease() {
    try {
      await release.mutateAsync({
        courseId: data.course_id,
        body: { entries: [{ kind: 'assignment', id: data.submission.submission_id }] },
      });
      toast.success(t('queue.released', { count: 1 }));
      void work.refetch();
    } catch (error) {
      toast.error(translate(getErrorMessage(error, t('queue.releaseFailed'))));
    }
  }

  return (
    <PageFrame
      title={data.learner_name}
      description={`${data.assignment_title} · ${data.course_title}`}
      width="narrow"
      actions={
        <Link
          to={`/grading?course=${data.course_id}&kind=assignment&item=${data.assignment_id}`}
          className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          {t('queue.backToQueue')}
        </Link>
      }
    >
      <div className="space-y-6">
        <SubmissionList submissions={data.versions} title={t('queue.versions')} />
        <SubmissionGradeForm key={data.grade?.graded_at ?? 'new'} work={data} />
        {grade && (
          <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 px-5 py-4 text-brand-900">
            <p className="flex-1 text-sm">
              {grade.released_at
                ? t('queue.isReleased', {
                    score: number(grade.final_score),
                    max: number(data.points),
                  })
                : t('queue.notReleased', {
                    score: number(grade.final_score),
                    max: number(data.points),
                  })}
            </p>
            {!grade.released_at && (
              <Button loading={release.isPending} onClick={() => void handleRelease()}>
                {t('queue.releaseToLearner')}
              </Button>
            )}
          </div>
        )}
      </div>
    </PageFrame>
  );
}

import { certificatePdfPath } from '@academy/contract/learning';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { buildUrl } from '../../../lib/api-client';
import { useLearningProgress } from '../api/get-learning-progress';
import { ProgressBar } from './progress-bar';

/**
 * Where a course's "continue" button leads: the progress page, which resumes at the next lesson
 * not done (pickLesson), knowing every lesson's state as this list does not.
 */
export function continuePath(courseId: number): string {
  return `/course/${courseId}/progress`;
}

/**
 * A dashboard enrolment's progress bar, continue button and certificate download. Every card
 * reads the same one request (GET /api/learning/progress/), so the dashboard makes no per-course
 * calls.
 */
export function EnrollmentProgress({
  courseId,
  courseTitle,
}: {
  courseId: number;
  courseTitle: string;
}) {
  const { t } = useTranslation('learning');
  const progress = useLearningProgress();
  const entry = progress.data?.find((item) => item.course_id === courseId);
  const isNew =
    entry !== undefined && entry.completed_lessons === 0 && entry.last_lesson_id === null;

  return (
    <div className="mt-4 space-y-4">
      {progress.isPending ? (
        <Skeleton className="h-9 w-full" />
      ) : (
        entry && (
          <ProgressBar
            size="sm"
            percentage={entry.percentage}
            completed={entry.completed_lessons}
            total={entry.total_lessons}
          />
        )
      )}
      <div className="flex flex-wrap gap-2">
        <ButtonLink
          to={continuePath(courseId)}
          size="sm"
          aria-label={t(isNew ? 'dashboard.startOf' : 'dashboard.continueOf', {
            title: courseTitle,
          })}
        >
          {isNew ? t('dashboard.start') : t('dashboard.continue')}
        </ButtonLink>
        {entry?.certificate_code && (
          <a
            href={buildUrl(certificatePdfPath(entry.certificate_code))}
            download={`certificate-${entry.certificate_code}.pdf`}
            aria-label={t('dashboard.certificateOf', { title: courseTitle })}
            className={buttonClasses({ size: 'sm', variant: 'outline' })}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('dashboard.certificate')}
          </a>
        )}
      </div>
    </div>
  );
}

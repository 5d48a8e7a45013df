import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { ApiError } from '../../../lib/api-error';

/** A classwork page whose data could not be loaded: what failed, why, and a retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
  translate = (message) => message,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  translate?: (message: string) => string;
}) {
  const { t } = useTranslation('classwork');
  const detail = error instanceof ApiError ? error.detail : undefined;
  return (
    <PageFrame title={title} width="narrow">
      <EmptyState
        icon={AlertTriangle}
        title={<span role="alert">{title}</span>}
        hint={detail ? translate(detail) : undefined}
        action={
          <Button variant="outline" onClick={onRetry}>
            {t('tab.retry')}
          </Button>
        }
      />
    </PageFrame>
  );
}

/** The way back to the course's Classwork tab. */
export function BackToClasswork({ courseId }: { courseId: number }) {
  const { t } = useTranslation('classwork');
  return (
    <Link
      to={`/course/${courseId}/progress?tab=classwork`}
      className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
    >
      {t('editor.backToClasswork')}
    </Link>
  );
}

import { AlertTriangle } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';

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
        alert
        title={title}
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

/**
 * A classwork page's data: the page skeleton while it loads, LoadFailed (titled `failedTitle`)
 * when it could not, else `children` with the data.
 */
export function WhenLoaded<Data>({
  query,
  failedTitle,
  translate,
  children,
}: {
  query: UseQueryResult<Data>;
  failedTitle: string;
  translate?: (message: string) => string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <PageSkeleton />;
  if (query.isError)
    return (
      <LoadFailed
        title={failedTitle}
        error={query.error}
        translate={translate}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
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

/** A quiz's or an assignment's facts (points, dates, rules) as label and value in a grid. */
export function FactList({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The editor's Delete button for a quiz or an assignment: asks in a modal, deletes, then goes back
 * to the course's Classwork tab (a toast says how it went).
 */
export function DeleteClassworkButton({
  courseId,
  deleting,
  onDelete,
  text,
}: {
  courseId: number;
  deleting: boolean;
  onDelete: () => Promise<unknown>;
  /** The translated button label, modal title and warning, and the two toasts. */
  text: { delete: string; title: string; warning: string; deleted: string; failed: string };
}) {
  const { t } = useTranslation('classwork');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  async function handleDelete() {
    try {
      await onDelete();
      toast.success(text.deleted);
      void navigate(`/course/${courseId}/progress?tab=classwork`);
    } catch {
      toast.error(text.failed);
    }
  }
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        {text.delete}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={text.title}
        description={text.warning}
        size="sm"
      >
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('editor.cancel')}
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => void handleDelete()}>
            {text.delete}
          </Button>
        </div>
      </Modal>
    </>
  );
}

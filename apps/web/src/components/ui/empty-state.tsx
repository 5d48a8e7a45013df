import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';

export type EmptyStateProps = {
  icon?: LucideIcon;
  title: ReactNode;
  hint?: ReactNode;
  /** A button or link, e.g. 'Return to Forum'. */
  action?: ReactNode;
  /** Heading level of the title within the page (default h2). */
  headingLevel?: 'h2' | 'h3';
  /**
   * A failure, announced as it appears: the whole state is the alert, since an alert may not sit
   * inside a heading (ARIA in HTML; the Nu checker refuses it).
   */
  alert?: boolean;
  className?: string;
};

/** Shown when a list is empty or a thing is not found. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  action,
  headingLevel: Heading = 'h2',
  alert = false,
  className,
}: EmptyStateProps) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className={cx(
        'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {hint && <p className="mt-2 max-w-md text-sm text-ink-muted">{hint}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

import { useId, type ReactNode } from 'react';

/** A titled card of the course form (Basic Information, Learning Outcomes, …). */
export function FormSection({
  title,
  action,
  children,
}: {
  title: string;
  /** A button beside the heading, e.g. 'Add Outcome'. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The empty text of a list ('No modules added yet.'). */
export function EmptyListText({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-ink-muted">
      {children}
    </p>
  );
}

import type { ReactNode } from 'react';

/** A section of the dashboard under its heading; `id` ties the two together. */
export function DashboardSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-5">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A section of the dashboard under its heading; `id` ties the two together. An address ending in
 * `#<id>` (a menu's workspace link) scrolls to the section once it has arrived.
 */
export function DashboardSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  /** A link or button beside the heading. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hash === `#${id}`) heading.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, id]);
  return (
    <section aria-labelledby={id} className="scroll-mt-24 space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} id={id} className="scroll-mt-24 text-2xl font-bold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

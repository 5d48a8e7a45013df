import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';

/** A state as a labelled pill: icon and word, never colour alone. */
export function StatusPill({
  className,
  Icon,
  testId,
  children,
}: {
  className: string;
  Icon: LucideIcon;
  testId: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
      data-testid={testId}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {children}
    </span>
  );
}

import { CircleCheck, CircleX, Clock, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';

/** How a state looks: its colours and icon. */
const tones = {
  waiting: { className: 'bg-amber-100 text-amber-900', Icon: Clock },
  done: { className: 'bg-emerald-100 text-emerald-900', Icon: CircleCheck },
  failed: { className: 'bg-red-100 text-red-900', Icon: CircleX },
  closed: { className: 'bg-slate-200 text-slate-900', Icon: CircleX },
  returned: { className: 'bg-sky-100 text-sky-900', Icon: Undo2 },
};

export type StatusTone = keyof typeof tones;

/** A state as a labelled pill: icon and word, never colour alone. */
export function StatusPill({
  tone,
  testId,
  children,
}: {
  tone: StatusTone;
  testId: string;
  children: ReactNode;
}) {
  const { className, Icon } = tones[tone];
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

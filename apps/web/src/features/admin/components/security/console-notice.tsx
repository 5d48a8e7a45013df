import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../../lib/class-names';

const tones = {
  danger: { className: 'border-danger bg-danger-soft text-danger', role: 'alert' },
  warning: { className: 'border-amber-300 bg-amber-50', role: 'status' },
} as const;

/** A notice above every tab of the console: an icon and a few lines, urgent (danger) or not. */
export function ConsoleNotice({
  tone,
  Icon,
  testId,
  children,
}: {
  tone: keyof typeof tones;
  Icon: LucideIcon;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tones[tone].role}
      className={cx('mb-6 flex gap-3 rounded-xl border p-4', tones[tone].className)}
      data-testid={testId}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1 text-sm">{children}</div>
    </div>
  );
}

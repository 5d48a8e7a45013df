import type { ReactNode } from 'react';
import { cx } from '../../../lib/class-names';

/**
 * Readable long-form text: a measure of about 70 characters, generous line height and spacing
 * between headings, paragraphs and lists (the app ships no typography plugin).
 */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cx(
        'max-w-[70ch] text-base leading-7 text-slate-700',
        '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink',
        '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-ink',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
        className,
      )}
    >
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type HistoryFact = {
  label: string;
  value: string;
  /** The value's classes; plain medium text unless given (e.g. monospaced IDs). */
  valueClassName?: string;
};

/**
 * One entry of a learner's purchase history (an online order, a submitted payment): the course as
 * a link, when and how, the state, the facts as label and value, then what comes next.
 */
export function HistoryCard({
  data,
  heading: Heading,
  courseId,
  courseTitle,
  meta,
  status,
  facts,
  children,
}: {
  /** The item's data-testid and its other data attributes. */
  data: Record<`data-${string}`, string>;
  heading: 'h2' | 'h3';
  courseId: number;
  courseTitle: string;
  meta: ReactNode;
  status: ReactNode;
  /** Facts that are false are left out. */
  facts: (HistoryFact | false)[];
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-5 shadow-sm" {...data}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading className="text-base font-semibold text-ink">
            <Link to={`/course/${courseId}`} className="hover:underline">
              {courseTitle}
            </Link>
          </Heading>
          <p className="mt-1 text-sm text-ink-muted">{meta}</p>
        </div>
        {status}
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        {facts.map(
          (fact) =>
            fact && (
              <div key={fact.label}>
                <dt className="text-ink-muted">{fact.label}</dt>
                <dd className={fact.valueClassName ?? 'font-medium text-ink'}>{fact.value}</dd>
              </div>
            ),
        )}
      </dl>
      {children}
    </li>
  );
}

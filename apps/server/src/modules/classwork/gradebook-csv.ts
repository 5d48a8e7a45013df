import { academyDay } from '@academy/contract/academy-time';
import type { ClassworkState } from '@academy/contract/quizzes';
import type { GradebookData } from './gradebook-service.ts';

/** A cell a spreadsheet would run as a formula starts with one of these (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The byte-order mark that makes Excel read the file as UTF-8 (Bangla names stay legible). */
export const CSV_BOM = '\uFEFF';

/** What a cell says when there is no score to count yet. */
const stateWords: Record<ClassworkState, string> = {
  upcoming: 'upcoming',
  not_started: 'not submitted',
  in_progress: 'in progress',
  submitted: 'submitted',
  late: 'late',
  graded: 'graded',
  missing: 'missing',
};

/**
 * One CSV field: text that a spreadsheet would take for a formula gets a leading apostrophe, and
 * a field holding a comma, a quote or a line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (fields: (string | number | null)[]) => fields.map(csvField).join(',');

/**
 * The gradebook as CSV: a BOM, a header row (learner, email, each item with its points, the
 * total), then one row per learner with each item's counting score, or its state while there is
 * none; CRLF line ends as spreadsheets expect.
 */
export function gradebookCsv(data: GradebookData): string {
  const header = csvLine([
    'Learner',
    'Email',
    ...data.items.map((item) => `${item.title} (${item.max_score})`),
    'Total (%)',
  ]);
  const lines = data.rows.map((row) =>
    csvLine([
      row.learner_name,
      row.learner_email,
      ...row.cells.map((cell) => cell.score ?? stateWords[cell.state]),
      row.total_percent,
    ]),
  );
  return `${CSV_BOM}${[header, ...lines].join('\r\n')}\r\n`;
}

/** gradebook-course-12-2026-11-26.csv (Dhaka's day): ASCII only, so every browser keeps the name. */
export function gradebookFileName(courseId: number, now: Date): string {
  return `gradebook-course-${courseId}-${academyDay(now)}.csv`;
}

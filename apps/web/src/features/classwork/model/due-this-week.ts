import type { ClassworkItem } from '@academy/contract/quizzes';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const OPEN_STATES = new Set<ClassworkItem['state']>(['not_started', 'in_progress']);

/** Work still to do (and open: not in a locked module) whose due time falls in the next seven days, soonest first. */
export function dueThisWeek(items: readonly ClassworkItem[], now: Date): ClassworkItem[] {
  const start = now.getTime();
  return items
    .filter((item) => {
      if (item.due_at === null || item.opens_on || !OPEN_STATES.has(item.state)) return false;
      const due = Date.parse(item.due_at);
      return due > start && due - start <= WEEK_MS;
    })
    .sort((a, b) => Date.parse(a.due_at!) - Date.parse(b.due_at!));
}

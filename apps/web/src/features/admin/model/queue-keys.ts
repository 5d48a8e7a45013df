/** What a key press means in the payment queue (staff verify dozens a day). */
export type QueueCommand = 'next' | 'previous' | 'approve' | 'reject' | 'search' | 'help';

const commands: Record<string, QueueCommand> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  a: 'approve',
  r: 'reject',
  '/': 'search',
  '?': 'help',
};

/** Keys typed into a form control belong to it, never to the queue. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

/** The queue command of a key event, or null (modifiers, typing, unknown keys). */
export function queueCommandOf(event: {
  key: string;
  target: EventTarget | null;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): QueueCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return null;
  return commands[event.key] ?? null;
}

/** The selection after moving by `step`, kept within the list (no wrap-around). */
export function moveSelection(current: number, step: 1 | -1, length: number): number {
  if (length === 0) return 0;
  return Math.min(length - 1, Math.max(0, current + step));
}

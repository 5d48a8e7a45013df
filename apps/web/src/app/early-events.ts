import type { EarlyEvent, EarlyEventCapture } from '@academy/contract/prerender';
import { useEffect } from 'react';
import { useAuth } from '../lib/auth/use-auth';

declare global {
  interface Window {
    /** Left by the pre-rendered page's inline script (AFTER_PAINT_SCRIPT). */
    __earlyEvents?: EarlyEventCapture;
  }
}

/**
 * Called as the app starts taking a pre-rendered page over: from then on the page's inline script
 * holds every step the person takes until the replay, so none is answered out of order.
 */
export function holdEarlyEvents(): void {
  window.__earlyEvents?.hold();
}

/**
 * Replays what the person did before the app took the page over, once the page is taken over
 * and knows who is signed in: used beside the page, inside the boundary React takes over last.
 * The replay runs after React's commit, not inside it, so React answers it as it would answer
 * the person.
 */
export function ReplayEarlyEvents() {
  const { isLoading } = useAuth();
  useEffect(() => {
    if (isLoading) return;
    const timer = setTimeout(() => void replayEarlyEvents(document.getElementById('root')));
    return () => clearTimeout(timer);
  }, [isLoading]);
  return null;
}

/**
 * Replays, exactly once and in order, what a person did on a pre-rendered page before the app
 * took it over (docs/decisions/016): held clicks and submits are dispatched again, and each value
 * they typed, ticked or chose is given to its field again, as if done now. One step a task, so the
 * app has re-rendered (a sort chosen is in the address) before the next one; steps taken during
 * the replay join the end of it. Does nothing on a page the browser rendered itself.
 */
export async function replayEarlyEvents(root: Element | null): Promise<void> {
  const capture = window.__earlyEvents;
  if (!capture) return;
  const lastValues = new Map<Element, EarlyEvent['value']>();
  for (let events = capture.take(); events.length > 0; events = capture.take()) {
    for (const event of events) {
      capture.pass(() => replay(event, root, lastValues));
      await new Promise((resolve) => setTimeout(resolve));
    }
  }
  capture.stop();
}

function replay(
  event: EarlyEvent,
  root: Element | null,
  lastValues: Map<Element, EarlyEvent['value']>,
): void {
  const target = findAgain(event, root);
  if (!target) return;
  if (event.type === 'click') {
    htmlElementAt(target)?.click();
  } else if (event.type === 'submit') {
    (target as HTMLFormElement).requestSubmit();
  } else if (lastValues.get(target) !== event.value) {
    // A box ticked reports input and change: one value, given once.
    lastValues.set(target, event.value);
    giveValue(target, event.value);
  }
}

/** The element, or for a part of a drawing (an icon's path) the HTML element holding it. */
function htmlElementAt(node: Element | null): HTMLElement | null {
  while (node && !(node instanceof HTMLElement)) node = node.parentElement;
  return node;
}

/** The event's element, or the one now in its place if the app rendered the page anew. */
function findAgain(event: EarlyEvent, root: Element | null): Element | null {
  if (event.target.isConnected) return event.target;
  let node: Element | null | undefined = root;
  for (const index of event.path) node = node?.children[index];
  return node && node.tagName === event.target.tagName ? node : null;
}

/**
 * Gives a field the value the person gave it, so that the app hears of it. React only reports a
 * change when the value differs from the last one it saw (its tracker, updated by the field's own
 * `value`/`checked` setter): the field is first set to something else through that setter, then
 * to the person's value through the element's prototype (a click, for a box), and an input event
 * (a change event for a select) reports it.
 */
function giveValue(field: Element, value: EarlyEvent['value']): void {
  if (field instanceof HTMLSelectElement && typeof value === 'string') {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && typeof value === 'boolean') {
    field.checked = !value;
    field.click();
  } else if (
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
    typeof value === 'string'
  ) {
    const hadFocus = document.activeElement === field;
    field.value = value === '' ? ' ' : '';
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    // The caret after the text, where typing left it (fields without a caret report null).
    if (hadFocus && field.selectionStart !== null)
      field.setSelectionRange(value.length, value.length);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

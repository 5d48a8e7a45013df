import { useEffect } from 'react';
import { onHistoryMove } from '../../../lib/history-moves';

/**
 * Warns before leaving a form with unsaved changes: the browser's own prompt when the tab closes
 * or reloads (beforeunload), and a confirm on in-app links and on the browser's Back and Forward
 * buttons. react-router's useBlocker needs a data router, which this app deliberately does not use
 * (app/app.tsx), so links and history moves are caught here, before the router sees them
 * (docs/decisions/008-unsaved-changes-without-data-router.md).
 */
export function useUnsavedChanges(when: boolean, message: string): void {
  useEffect(() => {
    if (!when) return;
    const stopGuards = [
      warnBeforeUnload(),
      confirmLinkClicks(message),
      confirmHistoryMoves(message),
    ];
    return () => stopGuards.forEach((stop) => stop());
  }, [when, message]);
}

function warnBeforeUnload(): () => void {
  const handleBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers need returnValue set to show the prompt.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', handleBeforeUnload);
  return () => window.removeEventListener('beforeunload', handleBeforeUnload);
}

/** A capture listener runs before the router's click handler and cancels it when the user stays. */
function confirmLinkClicks(message: string): () => void {
  const handleClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    const destination = new URL(anchor.href, window.location.href);
    // Other origins unload the page: beforeunload asks there.
    if (destination.origin !== window.location.origin) return;
    if (
      destination.pathname === window.location.pathname &&
      destination.search === window.location.search
    ) {
      return;
    }
    if (!window.confirm(message)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  document.addEventListener('click', handleClick, true);
  return () => document.removeEventListener('click', handleClick, true);
}

/**
 * Back and Forward between the app's own entries fire popstate, which cannot be cancelled: the
 * address has already changed. This listener runs before react-router's (lib/history-moves.ts),
 * so when the user stays it hides the move from the router, which keeps the form mounted with
 * its contents, and walks back to the form's entry by the distance between react-router's entry
 * numbers (`idx` in history.state), as useBlocker does. No entry is added, so there is nothing to
 * clean up once the form is saved or clean again, and the forward entries are kept.
 */
function confirmHistoryMoves(message: string): () => void {
  const formEntry = entryNumber(window.history.state);
  let isReturning = false;
  return onHistoryMove((event) => {
    const entry = entryNumber(event.state);
    // Entries react-router did not number (a fragment link's) cannot be measured: let them be.
    if (formEntry === null || entry === null) return;
    if (isReturning && entry === formEntry) {
      isReturning = false;
      event.stopImmediatePropagation();
      return;
    }
    if (window.confirm(message)) return;
    event.stopImmediatePropagation();
    isReturning = true;
    window.history.go(formEntry - entry);
  });
}

function entryNumber(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

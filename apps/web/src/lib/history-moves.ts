type HistoryMoveListener = (event: PopStateEvent) => void;

const listeners = new Set<HistoryMoveListener>();
let isListening = false;

/**
 * The browser's Back and Forward fire popstate on window, whose listeners run in the order they
 * were added (in Chromium even capture ones), so this is called at start-up, before BrowserRouter
 * adds its own: a listener added with onHistoryMove then sees each move before the router does
 * and can hide it from the router with event.stopImmediatePropagation().
 */
export function listenToHistoryMovesFirst(): void {
  if (isListening) return;
  isListening = true;
  window.addEventListener('popstate', (event) => {
    for (const listener of [...listeners]) {
      if (event.cancelBubble) return;
      listener(event);
    }
  });
}

/** Runs listener on every Back and Forward, before react-router; returns its removal. */
export function onHistoryMove(listener: HistoryMoveListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

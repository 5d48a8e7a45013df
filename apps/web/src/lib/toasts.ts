import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});
let firstToastSent = false;
const firstToastListeners = new Set<() => void>();

/**
 * sonner, loaded once, when the first toast is sent: most visits show none, so it is not part of
 * any page's first load.
 */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Calls `listener` once a toast has been sent (at once if one has); returns the unsubscribe. */
export function whenFirstToastSent(listener: () => void): () => void {
  if (firstToastSent) {
    listener();
    return () => {};
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

/** Called by the toaster (app/toasts.tsx) once it listens: toasts sent before then wait for it. */
export function toasterIsMounted(): void {
  markToasterMounted();
}

function show(send: (module: Sonner) => unknown): void {
  if (!firstToastSent) {
    firstToastSent = true;
    for (const listener of firstToastListeners) listener();
    firstToastListeners.clear();
  }
  void Promise.all([loadSonner(), toasterMounted]).then(([module]) => send(module));
}

/**
 * sonner's toast calls, usable before sonner has loaded: a toast is shown as soon as the toaster
 * is on the page.
 */
export const toast = Object.assign((message: string) => show((module) => module.toast(message)), {
  success: (message: string) => show((module) => module.toast.success(message)),
  error: (message: string) => show((module) => module.toast.error(message)),
  info: (message: string) => show((module) => module.toast.info(message)),
  /** A toast that stays until its button is pressed or it is dismissed. */
  action: (message: string, action: { label: string; onClick: () => void }) =>
    show((module) => module.toast(message, { duration: Infinity, action })),
});

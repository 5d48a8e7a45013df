import type { QueryClient } from '@tanstack/react-query';

/**
 * Registers the service worker once the page has loaded and the main thread is idle, so that
 * neither it nor workbox-window competes with the first paint (Lighthouse measures the public
 * pages with it active). Nothing happens in development or where service workers are missing.
 */
export function registerServiceWorker(queryClient: QueryClient): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    whenIdle(() => {
      void import('./service-worker-updates')
        .then(({ startServiceWorker }) => startServiceWorker(queryClient))
        .catch((error: unknown) => console.warn('Service worker not registered', error));
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

import type { QueryClient } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { i18n } from '../lib/i18n';
import { toast } from '../lib/toasts';
import type { ServiceWorkerMessage } from './offline-caches';

/**
 * The page's side of the service worker: a new release waiting shows 'Refresh to update' (it
 * never takes over behind the learner's back), and a read the worker answered from its cache
 * because the network was slow is read again once the fresh answer is in.
 */
export async function startServiceWorker(queryClient: QueryClient): Promise<void> {
  const worker = new Workbox('/sw.js', { scope: '/' });
  worker.addEventListener('waiting', () => {
    toast.action(i18n.t('common:app.updateReady'), {
      label: i18n.t('common:app.refreshToUpdate'),
      onClick: () => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      },
    });
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as ServiceWorkerMessage | null;
    if (message?.type === 'api-refreshed') void queryClient.invalidateQueries();
  });
  await worker.register();
}

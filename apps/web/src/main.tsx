import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { holdEarlyEvents } from './app/early-events';
import { readPageState } from './app/page-state';
import { createQueryClient } from './app/query-client';
import { findPageRoute } from './app/routes';
import { readSession } from './lib/auth/session-storage';
import { acceptBanglaDigits } from './lib/latin-digit-inputs';
import { listenToHistoryMovesFirst } from './lib/history-moves';
import { i18n, i18nReady, readStoredLanguage } from './lib/i18n';
import { registerServiceWorker } from './pwa/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
// Before BrowserRouter listens, so a form with unsaved changes sees Back and Forward first.
listenToHistoryMovesFirst();
acceptBanglaDigits();

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A page the server pre-rendered (prerender.tsx) arrives as HTML with the answers it shows, and
// what a person does on it is replayed once the app has taken it over (docs/decisions/016).
const pageState = readPageState();
registerServiceWorker(queryClient);
holdEarlyEvents();
if (pageState) {
  hydrate(queryClient, pageState.queries);
  // Those are a visitor's answers: a signed-in reader's own (is_enrolled) follow at once.
  if (readSession()) void queryClient.invalidateQueries();
}

if (pageState && pageState.language === readStoredLanguage()) {
  // Taken over at once, with the strings it was rendered with, so that no click on it is lost;
  // in small slices (a transition), so that a slow phone stays responsive meanwhile.
  i18n.hydrate({ [pageState.language]: pageState.strings }, pageState.language);
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // React writes each page's <title> into the head; the one the server sent goes as soon as
  // React's is there, so the document keeps a single title.
  const sentTitle = document.head.querySelector('title');
  const titles = new MutationObserver(() => {
    if (document.head.querySelectorAll('title').length < 2) return;
    sentTitle?.remove();
    titles.disconnect();
  });
  titles.observe(document.head, { childList: true });
  // The page's chunk downloads while the strings do, not after them.
  findPageRoute(window.location.pathname)?.Page.preload?.();
  // The shell's strings load with nothing else to wait for; a failure still renders (i18next
  // falls back to the keys) rather than leaving a blank page.
  void i18nReady
    .catch((error: unknown) => console.error('Failed to load translations', error))
    .then(() => createRoot(container).render(app));
}

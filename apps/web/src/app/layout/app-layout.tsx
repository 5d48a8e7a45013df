import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeleton';
import { ReplayEarlyEvents } from '../early-events';
import { RouteErrorBoundary } from '../route-error-boundary';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';

export const MAIN_CONTENT_ID = 'main-content';

/** Skip link, fixed top bar, the page, footer. */
export function AppLayout() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-[60] rounded-lg bg-surface px-4 py-2 font-medium text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <TopBar />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="min-h-dvh flex-1 pt-topbar focus:outline-none"
      >
        <OfflineBanner />
        <Suspense fallback={<PageSkeleton />}>
          <RouteErrorBoundary resetKey={pathname}>
            <Outlet />
          </RouteErrorBoundary>
          {/* Inside the page's boundary: it runs once React has taken the page over. */}
          <ReplayEarlyEvents />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, StaticRouter, useRoutes } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './routes';

/**
 * react-router's declarative router: the app loads data with TanStack Query rather than route
 * loaders, and the data router would add about 17 KB gzipped to the entry chunk.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

type AppProps = {
  queryClient: QueryClient;
  /** The address to render on the server (server/render-page.tsx); the browser's own otherwise. */
  location?: string;
};

export function App({ queryClient, location }: AppProps) {
  // Shell strings are loaded before the first render; this only catches the unexpected.
  const content = (
    <Suspense fallback={null}>
      <AppRoutes />
    </Suspense>
  );
  return (
    <AppProviders queryClient={queryClient}>
      {location === undefined ? (
        <BrowserRouter>{content}</BrowserRouter>
      ) : (
        <StaticRouter location={location}>{content}</StaticRouter>
      )}
    </AppProviders>
  );
}

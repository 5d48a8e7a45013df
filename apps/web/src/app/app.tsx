import { Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './routes';

/**
 * react-router's declarative router: the app loads data with TanStack Query rather than route
 * loaders, and the data router would add about 17 KB gzipped to the entry chunk.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        {/* Shell strings are loaded before the first render; this only catches the unexpected. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}

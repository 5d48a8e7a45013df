import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppRoutes } from '../app/app';

export type LocationRef = { current: Location | null };

function LocationProbe({ locationRef }: { locationRef: LocationRef }) {
  // Written while rendering (not in an effect) so it is current as soon as the DOM is.
  locationRef.current = useLocation();
  return null;
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/**
 * Renders the real route table (layout, guards, lazy pages) in a memory router. `location`
 * always holds the current location, including its state.
 */
export function renderApp(initialEntries: string[] = ['/']) {
  const location: LocationRef = { current: null };
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
        <LocationProbe locationRef={location} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, location, queryClient };
}

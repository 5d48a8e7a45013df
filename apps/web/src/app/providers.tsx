import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toasts } from './toasts';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/**
 * Providers that live outside the router. The AuthProvider sits inside it (see routes.tsx). The
 * caller owns the QueryClient: the browser seeds it with the answers a pre-rendered page used.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}

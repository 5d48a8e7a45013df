import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { createQueryClient } from './query-client';

/** Spec section 9: toasts last 4 s, at most 3 visible. */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;

/** Providers that live outside the router. The AuthProvider sits inside it (see routes.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={VISIBLE_TOASTS}
        closeButton
        containerAriaLabel={t('toasts.region')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
    </QueryClientProvider>
  );
}

import type { CheckoutOptions } from '@academy/contract/checkout';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const checkoutOptionsKey = ['checkout', 'options'] as const;

/** GET /api/checkout/options/: the online gateways on offer (none: manual payment only). */
export function getCheckoutOptions(signal?: AbortSignal) {
  return api.get<CheckoutOptions>('/api/checkout/options/', { signal });
}

export function useCheckoutOptions() {
  return useQuery({
    queryKey: checkoutOptionsKey,
    queryFn: ({ signal }) => getCheckoutOptions(signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

import type { Order } from '@academy/contract/checkout';
import type { Page } from '@academy/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MY_ORDERS_PAGE_SIZE = 10;

export const myOrdersKeys = {
  all: ['checkout', 'orders'] as const,
  page: (page: number) => ['checkout', 'orders', 'page', page] as const,
  one: (invoice: string) => ['checkout', 'orders', 'one', invoice] as const,
};

/** GET /api/orders/?page=N: the signed-in learner's online orders, newest first. */
export function getMyOrders(page: number, signal?: AbortSignal) {
  return api.get<Page<Order>>('/api/orders/', {
    query: { page, page_size: MY_ORDERS_PAGE_SIZE },
    signal,
  });
}

export function useMyOrders(page: number) {
  return useQuery({
    queryKey: myOrdersKeys.page(page),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    placeholderData: keepPreviousData,
  });
}

import type { Order } from '@academy/contract/checkout';
import { getPage, usePagedQuery } from '../../../lib/paged-query';

export const MY_ORDERS_PAGE_SIZE = 10;

export const myOrdersKeys = {
  all: ['checkout', 'orders'] as const,
  page: (page: number) => ['checkout', 'orders', 'page', page] as const,
  one: (invoice: string) => ['checkout', 'orders', 'one', invoice] as const,
};

/** GET /api/orders/?page=N: the signed-in learner's online orders, newest first. */
export function getMyOrders(page: number, signal?: AbortSignal) {
  return getPage<Order>('/api/orders/', page, MY_ORDERS_PAGE_SIZE, {}, signal);
}

export function useMyOrders(page: number) {
  return usePagedQuery(myOrdersKeys.page(page), (signal) => getMyOrders(page, signal));
}

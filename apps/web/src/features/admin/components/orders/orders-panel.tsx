import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import {
  orderStatuses,
  paymentGateways,
  type OrderStatus,
  type PaymentGateway,
} from '@academy/contract/checkout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../../components/ui/list-search';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Pagination } from '../../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../../components/ui/skeleton';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';
import { OrderStatusBadge } from '../../../checkout/components/order-status-badge';
import { useAdminOrders } from '../../api/get-admin-orders';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { OrderDetailModal } from './order-detail-modal';
import { FilterPills } from '../filter-pills';
import { StatusPill } from '../../../../components/ui/status-pill';
import { cx } from '../../../../lib/class-names';

type StatusFilter = OrderStatus | 'all';
type GatewayFilter = PaymentGateway | 'all';
const statusFilters: StatusFilter[] = ['all', ...orderStatuses];
const gatewayFilters: GatewayFilter[] = ['all', ...paymentGateways];

/**
 * Online orders (bKash, SSLCommerz) for staff: filter by state and gateway, search by invoice
 * number, transaction ID or buyer, open one to see its refunds and refund it.
 */
export function OrdersPanel() {
  const { t } = useTranslation(['admin', 'checkout']);
  const language = useLanguage();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [gateway, setGateway] = useState<GatewayFilter>('all');
  const [searchText, setSearchText] = useState('');
  const [heldOnly, setHeldOnly] = useState(false);
  const search = useDebouncedValue(searchText, 300);
  const [page, setPage] = useState(1);
  const [openInvoice, setOpenInvoice] = useState<string | null>(null);
  const { data, isLoading, isError } = useAdminOrders({
    status,
    gateway,
    search,
    held: heldOnly,
    page,
  });
  const orders = data?.results ?? [];
  const total = data?.count ?? 0;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-4">
        <FilterPills
          label={t('orders.filterLabel')}
          options={statusFilters}
          value={status}
          optionLabel={(filter) =>
            filter === 'all' ? t('orders.all') : t(`checkout:status.${filter}`)
          }
          onChange={(filter) => {
            setStatus(filter);
            setPage(1);
          }}
        />
        <label className="text-sm font-medium text-ink">
          {t('orders.gatewayLabel')}
          <select
            value={gateway}
            onChange={(event) => {
              setGateway(event.target.value as GatewayFilter);
              setPage(1);
            }}
            className="mt-1 block rounded-lg border border-slate-300 bg-surface px-3 py-2 text-sm"
          >
            {gatewayFilters.map((filter) => (
              <option key={filter} value={filter}>
                {filter === 'all' ? t('orders.all') : t(`checkout:gateways.${filter}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          aria-pressed={heldOnly}
          onClick={() => {
            setHeldOnly(!heldOnly);
            setPage(1);
          }}
          className={cx(
            'rounded-full px-3 py-1.5 text-sm font-medium',
            heldOnly ? 'bg-amber-700 text-white' : 'bg-amber-50 text-amber-900 hover:bg-amber-100',
          )}
        >
          {t('orders.heldFilter')}
        </button>
        <ListSearch
          label={t('orders.searchLabel')}
          placeholder={t('orders.searchPlaceholder')}
          value={searchText}
          onChange={(text) => {
            setSearchText(text);
            setPage(1);
          }}
        />
      </div>
      {isLoading ? (
        <LoadingRegion className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </LoadingRegion>
      ) : isError ? (
        <EmptyState title={t('loadFailed')} />
      ) : orders.length === 0 ? (
        <EmptyState title={t('orders.empty')} />
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('orders.count', { count: total, value: formatNumber(total, language) })}
          </p>
          <ul aria-label={t('orders.listLabel')} className="space-y-3">
            {orders.map((order) => (
              <li
                key={order.invoice_number}
                data-testid="admin-order"
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
              >
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-mono text-sm font-semibold text-ink">
                      {order.invoice_number}
                    </h2>
                    <OrderStatusBadge status={order.status} />
                    {(order.held?.state === 'held' || order.held?.state === 'returning') && (
                      <StatusPill tone="waiting" testId="held-badge">
                        {t('orders.heldBadge')}
                      </StatusPill>
                    )}
                  </div>
                  <p className="text-sm text-ink">
                    {order.buyer.name} · {order.course_title}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {formatBdt(order.amount, language)} · {t(`checkout:gateways.${order.gateway}`)}{' '}
                    · {formatDateTime(order.created_at, language)}
                    {order.refunded_amount !== '0.00' &&
                      ` · ${t('orders.refundedSoFar', { amount: formatBdt(order.refunded_amount, language) })}`}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setOpenInvoice(order.invoice_number)}
                  aria-label={t('orders.openLabel', { invoice: order.invoice_number })}
                >
                  {t('orders.open')}
                </Button>
              </li>
            ))}
          </ul>
          <Pagination page={page} count={total} pageSize={ADMIN_PAGE_SIZE} onPageChange={setPage} />
        </>
      )}
      <OrderDetailModal invoice={openInvoice} onClose={() => setOpenInvoice(null)} />
    </div>
  );
}

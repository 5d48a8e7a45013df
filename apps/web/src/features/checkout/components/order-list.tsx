import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from '../api/get-my-orders';
import { OrderHistoryItem } from './order-history-item';
import { pageFromParams } from '../../../lib/paged-query';

/**
 * The learner's online orders on the payments page (?orders_page=N), so one who closed the tab
 * at the gateway finds the order and how it ended. Nothing is shown until there is an order.
 */
export function OrderList() {
  const { t } = useTranslation('checkout');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromParams(searchParams, 'orders_page');
  const { data, isError } = useMyOrders(page);

  function handlePageChange(next: number) {
    const params = new URLSearchParams(searchParams);
    if (next === 1) params.delete('orders_page');
    else params.set('orders_page', String(next));
    setSearchParams(params);
  }

  if (isError) return <p className="mb-8 text-sm text-red-700">{t('orders.loadFailed')}</p>;
  if (!data || data.count === 0) return null;
  return (
    <section aria-labelledby="online-orders-title" className="mb-10">
      <h2 id="online-orders-title" className="mb-4 text-xl font-semibold text-ink">
        {t('orders.title')}
      </h2>
      <ul className="space-y-4">
        {data.results.map((order) => (
          <OrderHistoryItem key={order.id} order={order} />
        ))}
      </ul>
      <Pagination
        className="mt-6"
        page={page}
        count={data.count}
        pageSize={MY_ORDERS_PAGE_SIZE}
        onPageChange={handlePageChange}
      />
    </section>
  );
}

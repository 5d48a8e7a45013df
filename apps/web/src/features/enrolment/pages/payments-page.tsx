import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { MY_PAYMENTS_PAGE_SIZE, useMyPayments } from '../api/get-my-payments';
import { OrderList } from '../../checkout/components/order-list';
import { PaymentHistoryItem } from '../components/payment-history-item';
import { pageFromParams } from '../../../lib/paged-query';

/**
 * /payments: the learner's online orders, then their manual submissions, pending,
 * approved or rejected with the reason.
 */
export function PaymentsPage() {
  const { t } = useTranslation('enrolment');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromParams(searchParams);
  const { data, isLoading, isError } = useMyPayments(page);

  function handlePageChange(next: number) {
    setSearchParams(next === 1 ? {} : { page: String(next) });
  }

  return (
    <PageFrame title={t('history.title')} description={t('history.description')} width="narrow">
      <OrderList />
      {isLoading ? (
        <LoadingRegion className="space-y-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </LoadingRegion>
      ) : isError || !data ? (
        <EmptyState title={t('history.loadFailed')} />
      ) : data.results.length === 0 ? (
        <EmptyState
          icon={Receipt}
          title={t('history.empty')}
          hint={t('history.emptyHint')}
          action={<ButtonLink to="/courses">{t('payment.browseCourses')}</ButtonLink>}
        />
      ) : (
        <>
          <ul className="space-y-4">
            {data.results.map((payment) => (
              <PaymentHistoryItem key={payment.id} payment={payment} />
            ))}
          </ul>
          <Pagination
            className="mt-8"
            page={page}
            count={data.count}
            pageSize={MY_PAYMENTS_PAGE_SIZE}
            onPageChange={handlePageChange}
          />
        </>
      )}
    </PageFrame>
  );
}

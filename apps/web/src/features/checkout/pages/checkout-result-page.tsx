import type { Order } from '@academy/contract/checkout';
import { CircleCheck, CircleX, Loader2, SearchX, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../lib/i18n';
import { formatBdt } from '../../../lib/money';
import { useOrder } from '../api/get-order';
import { ReceiptButton } from '../components/receipt-button';

/**
 * /checkout/{invoice}: where the gateways send the payer back. The server has already asked the
 * gateway; this page shows the order and, while the gateway has not settled it, asks again.
 */
export function CheckoutResultPage() {
  const { t } = useTranslation('checkout');
  const { invoice = 'unknown' } = useParams();
  const { data: order, isPending, isError } = useOrder(invoice);

  return (
    <PageFrame
      title={t('result.title')}
      description={order ? t('result.order', { invoice: order.invoice_number }) : undefined}
      width="narrow"
    >
      {invoice !== 'unknown' && isPending ? (
        <LoadingRegion>
          <Skeleton className="h-56" />
        </LoadingRegion>
      ) : isError || !order ? (
        <EmptyState
          icon={SearchX}
          title={t('result.notFoundTitle')}
          hint={t('result.notFoundHint')}
          action={<ButtonLink to="/payments">{t('result.myPayments')}</ButtonLink>}
        />
      ) : (
        <OrderOutcome order={order} />
      )}
    </PageFrame>
  );
}

function OrderOutcome({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const amount = formatBdt(order.amount, language);
  const retry = `/payment?course=${order.course_id}&students=${order.students}`;
  const myPayments = (
    <ButtonLink to="/payments" variant="outline">
      {t('result.myPayments')}
    </ButtonLink>
  );

  if (order.status === 'created' || order.status === 'pending') {
    return (
      <section
        role="status"
        className="rounded-2xl border border-line bg-surface p-8 text-center shadow-sm"
      >
        <Loader2 className="mx-auto size-10 animate-spin text-brand-600" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-semibold text-ink">{t('result.waitingTitle')}</h2>
        <p className="mt-2 text-ink-muted">
          {t('result.waitingHint', { gateway: t(`gateways.${order.gateway}`) })}
        </p>
        <p className="mt-4 font-medium text-ink">{amount}</p>
        <div className="mt-6">{myPayments}</div>
      </section>
    );
  }
  if (order.status === 'paid') {
    return (
      <section className="rounded-2xl border border-emerald-200 bg-surface p-8 text-center shadow-sm">
        <CircleCheck className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-semibold text-ink">{t('result.paidTitle')}</h2>
        <p className="mt-2 text-ink-muted">
          {t('result.paidHint', { course: order.course_title })}
        </p>
        <p className="mt-4 font-medium text-ink" data-testid="order-amount">
          {amount}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={`/course/${order.course_id}/progress`}>
            {t('result.startLearning')}
          </ButtonLink>
          <ReceiptButton invoice={order.invoice_number} />
          {myPayments}
        </div>
      </section>
    );
  }
  if (order.status === 'refunded') {
    return (
      <EmptyState
        icon={Undo2}
        title={t('result.refundedTitle')}
        hint={amount}
        action={myPayments}
      />
    );
  }
  const reason = order.failure_reason ?? (order.status === 'cancelled' ? 'cancelled' : 'declined');
  return (
    <section className="rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
      <CircleX className="mx-auto size-12 text-red-600" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-ink">
        {order.status === 'cancelled' ? t('result.cancelledTitle') : t('result.failedTitle')}
      </h2>
      <p className="mt-2 text-ink-muted" data-testid="order-reason">
        {t(`reasons.${reason}`)}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={retry}>{t('result.tryAgain')}</ButtonLink>
        {myPayments}
      </div>
    </section>
  );
}

import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { useAuth } from '../../../lib/auth/use-auth';
import { AdminTabs, adminTabs, type AdminTab } from '../components/admin-tabs';
import { CataloguePanel } from '../components/catalogue/catalogue-panel';
import { FailedJobsPanel } from '../components/jobs/failed-jobs-panel';
import { MessagesPanel } from '../components/messages/messages-panel';
import { OrdersPanel } from '../components/orders/orders-panel';
import { OverdueRecordingsPanel } from '../components/recordings/overdue-recordings-panel';
import { OverviewPanel } from '../components/overview/overview-panel';
import { PaymentQueue } from '../components/payments/payment-queue';
import { DemoPasswordsNotice } from '../components/security/demo-passwords-notice';
import { SecurityEventsNotice } from '../components/security/security-events-notice';
import { UsersPanel } from '../components/users/users-panel';

const panels: Record<AdminTab, () => React.JSX.Element> = {
  payments: PaymentQueue,
  orders: OrdersPanel,
  overview: OverviewPanel,
  users: UsersPanel,
  catalogue: CataloguePanel,
  messages: MessagesPanel,
  recordings: OverdueRecordingsPanel,
  jobs: FailedJobsPanel,
};

/**
 * /admin, the staff console: payments to verify, online orders and refunds, overview, users, catalogue
 * settings, contact messages, overdue live-class recordings and failed background jobs, one section at a time (?tab=). The server refuses every call
 * without the admin role; others see a 403 state here instead of a broken console.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const { role } = useAuth();
  const [searchParams] = useSearchParams();
  if (role !== 'admin') {
    return (
      <PageFrame title={t('title')}>
        <EmptyState
          icon={ShieldAlert}
          title={t('forbidden.title')}
          hint={t('forbidden.hint')}
          action={<ButtonLink to="/">{t('forbidden.home')}</ButtonLink>}
        />
      </PageFrame>
    );
  }
  const asked = searchParams.get('tab');
  const tab: AdminTab = adminTabs.includes(asked as AdminTab) ? (asked as AdminTab) : 'payments';
  const Panel = panels[tab];
  return (
    <PageFrame title={t('title')} description={t('description')}>
      <DemoPasswordsNotice />
      <SecurityEventsNotice />
      <AdminTabs current={tab} />
      <div className="mt-6" role="region" aria-label={t(`tabs.${tab}`)}>
        <Panel />
      </div>
    </PageFrame>
  );
}

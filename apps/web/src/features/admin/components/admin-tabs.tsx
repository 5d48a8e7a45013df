import {
  BarChart3,
  Clapperboard,
  CreditCard,
  Inbox,
  ListRestart,
  Receipt,
  Settings2,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../lib/class-names';

export const adminTabs = [
  'payments',
  'orders',
  'overview',
  'users',
  'catalogue',
  'messages',
  'recordings',
  'jobs',
] as const;
export type AdminTab = (typeof adminTabs)[number];

const icons = {
  payments: CreditCard,
  orders: Receipt,
  overview: BarChart3,
  users: Users,
  catalogue: Settings2,
  messages: Inbox,
  recordings: Clapperboard,
  jobs: ListRestart,
};

/** The console's sections as links (?tab=), so each can be bookmarked and opened in a new tab. */
export function AdminTabs({ current }: { current: AdminTab }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('tabs.label')} className="overflow-x-auto border-b border-line">
      <ul className="flex gap-1">
        {adminTabs.map((tab) => {
          const Icon = icons[tab];
          const isCurrent = tab === current;
          return (
            <li key={tab}>
              <Link
                to={`/admin?tab=${tab}`}
                aria-current={isCurrent ? 'page' : undefined}
                className={cx(
                  '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap',
                  isCurrent
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-muted hover:border-slate-300 hover:text-ink',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

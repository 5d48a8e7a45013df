import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import type { AdminPayment } from '@academy/contract/admin';
import { paymentStatuses, type PaymentStatus } from '@academy/contract/enrolment';
import { Keyboard, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Pagination } from '../../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../../components/ui/skeleton';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminPayments } from '../../api/get-admin-payments';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { moveSelection, queueCommandOf } from '../../model/queue-keys';
import { DecisionModals, type PendingDecision } from './decision-modals';
import { PaymentRow } from './payment-row';
import { ShortcutsHint } from './shortcuts-hint';
import { FilterPills } from '../filter-pills';

type StatusFilter = PaymentStatus | 'all';
const filters: StatusFilter[] = [...paymentStatuses, 'all'];

/**
 * The payments queue: pending first, searchable by transaction ID, sender number or email, the
 * computed amount beside the claimed one, approve or reject. Built for someone verifying dozens a
 * day: j/k (or arrows) move, a approves, r rejects, / searches, ? shows the shortcuts.
 */
export function PaymentQueue() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, 300);
  const [page, setPage] = useState(1);
  // The selected payment by id, not by place: a refetch that brings a new payment in above it
  // must not move the selection (and a's approval) onto another one.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const [isHintOpen, setIsHintOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const rowRefs = useRef<(HTMLLIElement | null)[]>([]);
  const { data, isLoading, isError } = useAdminPayments({ status, search, page });
  const payments = data?.results ?? [];
  const total = data?.count ?? 0;
  const selected = Math.max(
    0,
    payments.findIndex((payment) => payment.id === selectedId),
  );
  const current: AdminPayment | undefined = payments[selected];

  function restart() {
    setPage(1);
    setSelectedId(null);
  }

  function focusRow(index: number) {
    setSelectedId(payments[index]?.id ?? null);
    rowRefs.current[index]?.focus();
  }

  function decide(action: PendingDecision['action'], payment: AdminPayment | undefined) {
    if (payment?.status === 'pending') setDecision({ action, payment });
  }

  useEffect(() => {
    function handleKey(event: KeyboardEvent) {
      const command = queueCommandOf(event);
      if (!command || decision) return;
      event.preventDefault();
      if (command === 'next' || command === 'previous') {
        focusRow(moveSelection(selected, command === 'next' ? 1 : -1, payments.length));
      } else if (command === 'approve' || command === 'reject') {
        decide(command, current);
      } else if (command === 'search') {
        searchRef.current?.focus();
      } else {
        setIsHintOpen((open) => !open);
      }
    }
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-4">
        <FilterPills
          label={t('payments.filterLabel')}
          options={filters}
          value={status}
          optionLabel={(filter) => t(`payments.filters.${filter}`)}
          onChange={(filter) => {
            setStatus(filter);
            restart();
          }}
        />
        <label className="relative min-w-64 flex-1">
          <span className="sr-only">{t('payments.searchLabel')}</span>
          <Search
            className="pointer-events-none absolute top-2.5 left-3 size-4 text-ink-muted"
            aria-hidden="true"
          />
          <input
            ref={searchRef}
            type="search"
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              restart();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' || event.key === 'Enter') {
                // Leave the box for the list, keeping the search (Escape would clear it).
                event.preventDefault();
                event.currentTarget.blur();
                focusRow(0);
              }
            }}
            placeholder={t('payments.searchPlaceholder')}
            className="block w-full rounded-lg border border-slate-300 bg-surface py-2 pr-3 pl-9 text-sm"
          />
        </label>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setIsHintOpen((open) => !open)}
          aria-expanded={isHintOpen}
        >
          <Keyboard className="size-4" aria-hidden="true" />
          {t('payments.shortcuts.toggle')}
        </Button>
      </div>
      {isHintOpen && <ShortcutsHint />}
      {isLoading ? (
        <LoadingRegion className="space-y-3">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </LoadingRegion>
      ) : isError ? (
        <EmptyState title={t('loadFailed')} />
      ) : payments.length === 0 ? (
        <EmptyState
          title={t(status === 'pending' && !search ? 'payments.emptyPending' : 'payments.empty')}
        />
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('payments.count', { count: total, value: formatNumber(total, language) })}
          </p>
          <ul aria-label={t('payments.listLabel')} className="space-y-3">
            {payments.map((payment, index) => (
              <PaymentRow
                key={payment.id}
                ref={(node) => {
                  rowRefs.current[index] = node;
                }}
                payment={payment}
                isSelected={index === selected}
                onSelect={() => setSelectedId(payment.id)}
                onApprove={() => decide('approve', payment)}
                onReject={() => decide('reject', payment)}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            count={data?.count ?? 0}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={(next) => {
              setPage(next);
              setSelectedId(null);
            }}
          />
        </>
      )}
      <DecisionModals
        decision={decision}
        onDone={() => {
          setDecision(null);
          window.setTimeout(() => rowRefs.current[selected]?.focus(), 0);
        }}
      />
    </div>
  );
}

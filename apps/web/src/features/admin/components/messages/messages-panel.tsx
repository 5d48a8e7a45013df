import { CONTACT_ADMIN_PAGE_SIZE } from '@academy/contract/contact';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toasts';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Pagination } from '../../../../components/ui/pagination';
import { getErrorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useContactMessages } from '../../api/get-contact-messages';
import { useMarkMessageHandled } from '../../api/mark-message-handled';
import { PanelLoadState } from '../panel-load-state';

/** Messages from the contact form, newest first; staff mark them dealt with. */
export function MessagesPanel() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useContactMessages(page);
  const mark = useMarkMessageHandled();

  async function toggle(id: number, handled: boolean) {
    try {
      await mark.mutateAsync({ id, handled });
    } catch (error) {
      toast.error(getErrorMessage(error, t('messages.failed')));
    }
  }

  if (isLoading || isError || !data) return <PanelLoadState failed={!isLoading} />;
  if (data.results.length === 0) return <EmptyState icon={Mail} title={t('messages.empty')} />;
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {data.results.map((message) => (
          <li
            key={message.id}
            className="rounded-xl border border-line bg-surface p-4 shadow-sm"
            data-testid="contact-message"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h2 className="font-semibold text-ink">{message.subject}</h2>
                <p className="text-sm text-ink-muted">
                  {message.name} ·{' '}
                  <a
                    href={`mailto:${message.email}`}
                    className="text-brand-700 underline underline-offset-2 hover:no-underline"
                  >
                    {message.email}
                  </a>{' '}
                  · {formatDateTime(message.created_at, language)}
                </p>
              </div>
              <Button
                size="sm"
                variant={message.handled_at ? 'ghost' : 'outline'}
                onClick={() => void toggle(message.id, !message.handled_at)}
              >
                {message.handled_at ? t('messages.reopen') : t('messages.markHandled')}
              </Button>
            </div>
            <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{message.message}</p>
            {message.handled_at && (
              <p className="mt-2 text-xs text-ink-muted">
                {t('messages.handledOn', { date: formatDateTime(message.handled_at, language) })}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        count={data.count}
        pageSize={CONTACT_ADMIN_PAGE_SIZE}
        onPageChange={setPage}
      />
    </div>
  );
}

import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useCalendarFeedStatus, useChangeCalendarFeed } from '../api/calendar-feed';

/**
 * The reader's private calendar feed of all their courses' live classes: made, replaced (the old
 * address stops working) or turned off. The address is shown once, when it is made.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('live-classes');
  const language = useLanguage();
  const status = useCalendarFeedStatus();
  const change = useChangeCalendarFeed();
  const [address, setAddress] = useState<string | null>(null);
  const createdAt = status.data?.created_at ?? null;

  function handleRenew() {
    change.mutate('renew', {
      onSuccess: (feed) => feed && setAddress(feed.url),
      onError: () => toast.error(t('feed.failed')),
    });
  }

  function handleRevoke() {
    change.mutate('revoke', {
      onSuccess: () => {
        setAddress(null);
        toast.success(t('feed.revoked'));
      },
      onError: () => toast.error(t('feed.failed')),
    });
  }

  async function handleCopy() {
    if (!address) return;
    await navigator.clipboard?.writeText(address);
    toast.success(t('feed.copied'));
  }

  return (
    <div className="space-y-3 rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h3 className="font-semibold text-ink">{t('feed.title')}</h3>
      <p className="text-sm text-ink-muted">{t('feed.hint')}</p>
      {address && (
        <div className="flex items-end gap-2">
          <Field
            className="flex-1"
            label={t('feed.address')}
            readOnly
            value={address}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outline" onClick={() => void handleCopy()}>
            <Copy className="size-4" aria-hidden="true" />
            {t('feed.copy')}
          </Button>
        </div>
      )}
      {!address && createdAt && (
        <p className="text-sm text-ink">
          {t('feed.active', { date: formatDate(createdAt, language) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={change.isPending} onClick={handleRenew}>
          {createdAt ? t('feed.renew') : t('feed.create')}
        </Button>
        {createdAt && (
          <Button size="sm" variant="ghost" disabled={change.isPending} onClick={handleRevoke}>
            {t('feed.revoke')}
          </Button>
        )}
      </div>
    </div>
  );
}

import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../lib/use-online-status';

/**
 * Said where something needs the server at the moment it happens (a quiz attempt, a payment):
 * nothing while online, a notice while offline.
 */
export function OnlineOnlyNotice() {
  const { t } = useTranslation();
  const isOnline = useOnlineStatus();
  if (isOnline) return null;
  return (
    <p
      role="status"
      className="mb-6 flex items-start gap-3 rounded-2xl bg-amber-50 px-5 py-4 text-amber-900"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {t('app.onlineOnly')}
    </p>
  );
}

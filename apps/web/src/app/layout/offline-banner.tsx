import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOnlineStatus } from '../../lib/use-online-status';

/** Under the top bar while the browser is offline: what still works, and where to see it. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useOnlineStatus();
  if (isOnline) return null;
  return (
    <div role="status" className="bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6 lg:px-8">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        <span>{t('app.offline')}</span>
        <Link to="/offline" className="font-semibold underline underline-offset-2">
          {t('app.offlineLink')}
        </Link>
      </p>
    </div>
  );
}

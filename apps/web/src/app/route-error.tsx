import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/**
 * Shown inside the layout when a page throws or its chunk fails to load (e.g. after a new
 * deployment replaced the hashed files): a reload fetches the current ones.
 */
export function RouteError() {
  const { t } = useTranslation(['errors', 'common']);
  const error = useRouteError();
  useEffect(() => console.error('Route error', error), [error]);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t('routeError.title')}</title>
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{t('routeError.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('routeError.description')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('common:actions.reloadPage')}
      </Button>
    </div>
  );
}

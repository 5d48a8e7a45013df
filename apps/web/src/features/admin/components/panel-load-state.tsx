import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';

/**
 * What a staff console panel shows before its data is there: a skeleton while it loads, 'Could not
 * load' when the call failed. A panel returns it while it has no data:
 * `if (!data) return <PanelLoadState failed={isError} />;`
 */
export function PanelLoadState({ failed }: { failed: boolean }) {
  const { t } = useTranslation('admin');
  if (failed) return <EmptyState title={t('loadFailed')} />;
  return (
    <LoadingRegion>
      <Skeleton className="h-48" />
    </LoadingRegion>
  );
}

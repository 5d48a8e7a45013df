import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';

/** Rows of grey placeholders while a class list loads. */
export function PeopleSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <LoadingRegion className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-2xl border border-line p-4">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56 max-w-full" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}

/** A list that could not load, with a way to ask again. */
export function PeopleLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('people');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
      {t('loadFailed')}
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

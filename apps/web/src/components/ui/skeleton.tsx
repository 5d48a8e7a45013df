import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';

/** A grey placeholder block; decorative, hidden from assistive tech. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-slate-200', className)} />
  );
}

/** Wraps skeletons in one polite status region that announces "Loading content". */
export function LoadingRegion({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{t('skeleton.loading')}</span>
      {children}
    </div>
  );
}

/** The generic page placeholder: used as the Suspense fallback while a page chunk loads. */
export function PageSkeleton() {
  return (
    <LoadingRegion className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <div className="grid gap-4 pt-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </LoadingRegion>
  );
}

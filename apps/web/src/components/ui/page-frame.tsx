import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';

export type PageFrameProps = {
  /** The page's one h1; also the document title. */
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading (e.g. 'New Topic'). */
  actions?: ReactNode;
  children?: ReactNode;
  /** narrow: a centred reading/form column; default: the layout's full width. */
  width?: 'narrow' | 'default';
};

const widthClasses = { narrow: 'max-w-3xl', default: 'max-w-7xl' } as const;

/** The frame every page sits in: document title, heading, description, content. */
export function PageFrame({
  title,
  description,
  actions,
  children,
  width = 'default',
}: PageFrameProps) {
  const { t } = useTranslation();
  return (
    <div className={cx('mx-auto w-full px-4 py-10 sm:px-6 lg:px-8', widthClasses[width])}>
      <title>{t('documentTitle', { title })}</title>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          {description && <p className="mt-2 max-w-2xl text-base text-ink-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

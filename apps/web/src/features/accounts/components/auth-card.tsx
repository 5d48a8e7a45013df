import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type AuthCardProps = {
  /** The page's one h1; also the document title. */
  title: string;
  description?: ReactNode;
  /** Under the card: links to the other account pages. */
  footer?: ReactNode;
  children: ReactNode;
};

/** The narrow card the login, sign-up and reset pages sit in. */
export function AuthCard({ title, description, footer, children }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
      <title>{t('documentTitle', { title })}</title>
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {description && <p className="mt-2 text-sm text-ink-muted">{description}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 space-y-2 text-center text-sm text-ink-muted">{footer}</div>}
    </div>
  );
}

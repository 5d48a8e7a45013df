import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The academy mark and name, linking home. */
export function Logo() {
  const { t } = useTranslation(['common', 'nav']);
  return (
    <Link
      to="/"
      aria-label={t('nav:homeLink')}
      className="flex shrink-0 items-center gap-2 rounded-lg text-ink"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M16 7 4 13l12 6 9-4.5V21h2v-7.5L16 7Z" fill="#fff" />
        <path d="M9 17.6V22c0 1.7 3.1 3.5 7 3.5s7-1.8 7-3.5v-4.4l-7 3.5-7-3.5Z" fill="#99f6e4" />
      </svg>
      <span className="text-lg font-bold tracking-tight">{t('appName')}</span>
    </Link>
  );
}

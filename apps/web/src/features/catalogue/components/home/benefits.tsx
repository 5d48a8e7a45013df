import {
  Award,
  CreditCard,
  FileText,
  MessagesSquare,
  UserCheck,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

const BENEFITS: {
  key: 'live' | 'experts' | 'publication' | 'certificate' | 'community' | 'payment';
  icon: LucideIcon;
}[] = [
  { key: 'live', icon: Video },
  { key: 'experts', icon: UserCheck },
  { key: 'publication', icon: FileText },
  { key: 'certificate', icon: Award },
  { key: 'community', icon: MessagesSquare },
  { key: 'payment', icon: CreditCard },
];

/** The what-you-get section. */
export function Benefits() {
  const { t } = useTranslation('catalogue');
  return (
    <section
      aria-labelledby="benefits-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="max-w-2xl">
        <h2 id="benefits-title" className="text-3xl font-bold tracking-tight text-ink">
          {t('home.benefits.title')}
        </h2>
        <p className="mt-3 text-ink-muted">{t('home.benefits.subtitle')}</p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-2xl border border-line bg-surface p-6">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              {t(`home.benefits.${key}.title`)}
            </h3>
            <p className="mt-2 text-sm leading-6 text-ink-muted">
              {t(`home.benefits.${key}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';

/** The home stats strip. */
export const HOME_STATS = [
  { key: 'students', value: 30, suffix: '' },
  { key: 'learners', value: 20, suffix: '' },
  { key: 'completions', value: 100, suffix: '' },
  { key: 'completionRate', value: 90, suffix: '%' },
] as const;

export function StatsStrip() {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <section aria-label={t('home.stats.label')} className="bg-brand-900 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        {HOME_STATS.map((stat) => (
          <div key={stat.key} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm font-medium text-brand-100">
              {t(`home.stats.${stat.key}`)}
            </dt>
            <dd className="text-4xl font-bold tracking-tight">
              {formatDigits(stat.value, language)}
              {stat.suffix}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

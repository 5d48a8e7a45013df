import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/** The about page's headline figures. */
export const ABOUT_FIGURES = {
  years: 2,
  students: 20,
  instructors: 10,
  successRate: 0.95,
} as const;

/** The four headline figures as a labelled list, digits in the reader's language. */
export function AboutFigures() {
  const { t } = useTranslation('static');
  const language = useLanguage();
  const figures = [
    { key: 'years', value: `${formatNumber(ABOUT_FIGURES.years, language)}+` },
    { key: 'students', value: `${formatNumber(ABOUT_FIGURES.students, language)}+` },
    { key: 'instructors', value: `${formatNumber(ABOUT_FIGURES.instructors, language)}+` },
    { key: 'success', value: formatPercent(ABOUT_FIGURES.successRate, language) },
  ] as const;

  return (
    <ul
      aria-label={t('about.figuresLabel')}
      className="grid grid-cols-2 gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 lg:grid-cols-4"
    >
      {figures.map((figure) => (
        <li key={figure.key} className="text-center">
          <p className="text-4xl font-bold tracking-tight sm:text-5xl">{figure.value}</p>
          <p className="mt-2 text-sm font-medium text-brand-100">
            {t(`about.figures.${figure.key}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}

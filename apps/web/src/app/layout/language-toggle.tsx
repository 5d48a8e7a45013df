import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';
import { LANGUAGES, LANGUAGE_LABELS, changeLanguage, useLanguage } from '../../lib/i18n';

/**
 * en/bn switch showing the current language (aria-pressed); the choice persists in 'lang'. Each
 * button shows a short label and is named by it followed by the language's full name, so a
 * speech-input user who says what they see ('EN') reaches it (WCAG 2.5.3, label in name).
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="inline-flex shrink-0 rounded-lg border border-line bg-canvas p-0.5"
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          aria-label={`${LANGUAGE_LABELS[language].short} (${LANGUAGE_LABELS[language].name})`}
          onClick={() => void changeLanguage(language)}
          className={cx(
            'h-8 min-w-9 rounded-md px-2 text-xs font-semibold transition-colors',
            current === language ? 'bg-brand-700 text-white' : 'text-ink-muted hover:text-ink',
          )}
        >
          {LANGUAGE_LABELS[language].short}
        </button>
      ))}
    </div>
  );
}

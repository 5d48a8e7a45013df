import i18n, { type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/**
 * Every user-visible string lives in src/locales/<language>/<namespace>.json. Files are picked up
 * by this glob, so a new namespace needs its two JSON files (en and bn) and one line in
 * src/types/i18next.d.ts for typed keys; the locale test fails if the two languages drift apart.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Each language named in itself (endonyms), so a reader finds their language whatever the current
 * one is; these two labels are the one deliberate exception to "every string through t()".
 */
export const LANGUAGE_LABELS: Record<Language, { short: string; name: string }> = {
  en: { short: 'EN', name: 'English' },
  bn: { short: 'বাং', name: 'বাংলা' },
};

const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(localeFiles)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language = '', namespace = ''] = match;
    resources[language] ??= {};
    resources[language][namespace] = content;
  }
  return resources;
}

export const resources = buildResources();
export const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', applyDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyDocumentLanguage(i18n.language);

/** Switches the language, remembers it in localStorage ('lang') and sets <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  await i18n.changeLanguage(language);
}

/** The current language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
}

export { i18n };

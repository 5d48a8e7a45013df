import i18n, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { appManifestPath } from '../pwa/manifest-path';
import { numberFormatter } from './i18n-numbers';

/**
 * Every user-visible string lives in src/locales/<language>/<namespace>.json. Each file becomes
 * its own small chunk, loaded when a component first asks for its namespace (react-i18next
 * suspends meanwhile, under the route's Suspense), so the entry chunk carries no strings and one
 * language's strings never download for a reader of the other. A new namespace needs its two JSON
 * files and one line in src/types/i18next.d.ts; the locale test fails if the languages drift.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'lang';
/** The same choice as a cookie: the server pre-renders pages in it (it cannot read storage). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * Each language named in itself (endonyms), so a reader finds their language whatever the current
 * one is; these two labels are the one deliberate exception to "every string through t()".
 */
export const LANGUAGE_LABELS: Record<Language, { short: string; name: string }> = {
  en: { short: 'EN', name: 'English' },
  bn: { short: 'বাং', name: 'বাংলা' },
};

/** Namespaces the shell renders with, loaded before the first render. */
export const SHELL_NAMESPACES = ['common', 'nav', 'errors', 'pages'] as const;

const localeLoaders = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
});

/** Every namespace that has a file, e.g. ['common', 'errors', 'nav', …]. */
export const namespaces = [
  ...new Set(Object.keys(localeLoaders).map((path) => /\/([^/]+)\.json$/.exec(path)?.[1] ?? '')),
].filter(Boolean);

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeLoaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (strings) => callback(null, strings),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The language the reader chose last (localStorage 'lang'), else the default. */
export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * <html lang> for assistive technology; the cookie for the server's next pre-rendered page. The
 * attribute is only written when it changes: writing it, even unchanged, makes the browser work
 * out the style of the whole page again, a long task on a phone.
 */
function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  // The installed app is named in the page's language.
  const manifest = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const manifestPath = appManifestPath(language);
  if (manifest && manifest.getAttribute('href') !== manifestPath) manifest.href = manifestPath;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

i18n.on('languageChanged', applyDocumentLanguage);

/** Resolves once the current language's shell namespaces are loaded; render after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(localeBackend)
  .use(numberFormatter)
  .use(initReactI18next)
  .init({
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    // Every interpolated value goes through numberFormatter: numbers in the reader's digits.
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    react: { useSuspense: true },
  })
  .then(() => applyDocumentLanguage(i18n.language));

/** Switches the language, remembers it (localStorage and cookie 'lang') and sets <html lang>. */
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

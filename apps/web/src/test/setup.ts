import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { DEFAULT_LANGUAGE, i18n, i18nReady, namespaces } from '../lib/i18n';

// findBy* waits for lazy route chunks too, which a busy runner can take over a second to import.
configure({ asyncUtilTimeout: 5000 });

// Tests render in English with every namespace loaded, so nothing suspends on a string.
await i18nReady;
await i18n.loadNamespaces(namespaces);

// jsdom lacks these; the layout scrolls to top and sonner reads the colour scheme.
window.scrollTo = () => {};
// Pages scroll their results into view after paging.
Element.prototype.scrollIntoView ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  if (i18n.language !== DEFAULT_LANGUAGE) await i18n.changeLanguage(DEFAULT_LANGUAGE);
});

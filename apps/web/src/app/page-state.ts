import type { DehydratedState } from '@tanstack/react-query';
import type { ResourceLanguage } from 'i18next';
import type { Language } from '../lib/i18n';

/**
 * What a page pre-rendered on the server (prerender.tsx) hands to the browser, so that the
 * browser's first render matches the HTML it already shows and can take it over (hydrate).
 */
export type PageState = {
  language: Language;
  /** The strings of every namespace the page was rendered with, in its language. */
  strings: ResourceLanguage;
  /** The API answers it was rendered from: TanStack Query's dehydrated cache. */
  queries: DehydratedState;
};

export const PAGE_STATE_ID = 'page-state';

/** A JSON script element (never executed); `<` is escaped so no text in it can close it. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The state of a pre-rendered page, or null when the page arrived empty. */
export function readPageState(): PageState | null {
  const json = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as PageState;
  } catch (error) {
    console.error('Ignoring an unreadable page state', error);
    return null;
  }
}

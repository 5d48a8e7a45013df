import {
  prerenderedPageUrl,
  type ApiAnswer,
  type CreatePageRenderer,
} from '@academy/contract/prerender';
import { AsyncLocalStorage } from 'node:async_hooks';
import { findPageRoute } from './app/routes';
import { setApiTransport } from './lib/api-client';
import {
  DEFAULT_LANGUAGE,
  i18n,
  i18nReady,
  isLanguage,
  LANGUAGES,
  namespaces,
  type Language,
} from './lib/i18n';
import { createPageCache } from './prerender/page-cache';
import { renderDocument } from './prerender/render-document';

/**
 * The server's entry into the web app (built by `npm run build` into dist/server/). It renders
 * the public pages most visitors arrive on to HTML, with the API answers they show, so the
 * browser paints them before any script has run; main.tsx then takes that HTML over.
 */

/** Route patterns (app/routes.tsx) rendered on the server; every other page renders in the browser. */
const PRERENDERED_ROUTES = new Set(['/', '/courses', '/course/:id']);

const allStringsLoaded = i18nReady.then(() => i18n.reloadResources([...LANGUAGES], namespaces));

/** The API answers (path → body) the current render received. */
const answersOfRender = new AsyncLocalStorage<Map<string, string>>();

function toResponse(answer: ApiAnswer): Response {
  const headers = answer.contentType ? { 'content-type': answer.contentType } : undefined;
  return new Response(answer.body, { status: answer.status, headers });
}

export const createPageRenderer: CreatePageRenderer = ({ fetchApi }) => {
  setApiTransport(async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`Pre-rendering cannot send ${url}`);
    const answer = await fetchApi(url);
    answersOfRender.getStore()?.set(url, answer.body);
    return toResponse(answer);
  });
  const cache = createPageCache(async (path) => {
    const answer = await fetchApi(path);
    return answer.status === 200 ? answer.body : null;
  });

  /** Renders in progress by key: simultaneous visits to one page wait for one render. */
  const rendering = new Map<string, Promise<string | null>>();

  async function render(template: string, url: string, language: Language, key: string) {
    await allStringsLoaded;
    const answers = new Map<string, string>();
    const html = await answersOfRender.run(answers, () => renderDocument(template, url, language));
    if (html) cache.set(key, html, answers);
    return html;
  }

  return async (template, requestedUrl, requestedLanguage) => {
    // The path and the parameters the page reads, nothing else: one render and one cache entry
    // per page, whatever else the query string carries (the cache keeps at most 100).
    const url = prerenderedPageUrl(requestedUrl);
    if (url === null) return null;
    const route = findPageRoute(new URL(url, 'http://localhost').pathname);
    if (!route || !PRERENDERED_ROUTES.has(route.path)) return null;
    const language = isLanguage(requestedLanguage) ? requestedLanguage : DEFAULT_LANGUAGE;
    const key = `${language} ${url}`;
    const cached = await cache.get(key);
    if (cached) return cached;

    const inProgress = rendering.get(key);
    if (inProgress) return inProgress;
    const html = render(template, url, language, key);
    rendering.set(key, html);
    try {
      return await html;
    } finally {
      rendering.delete(key);
    }
  };
};

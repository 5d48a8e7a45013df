import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ResourceKey } from 'i18next';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { AFTER_PAINT_SCRIPT } from '@academy/contract/prerender';
import { App } from '../app/app';
import { pageStateScript } from '../app/page-state';
import { createQueryClient } from '../app/query-client';
import { i18n, SHELL_NAMESPACES, type Language } from '../lib/i18n';
import { appManifestPath } from '../pwa/manifest-path';

/** A render shows what it asked the API for only on the next pass; answers can ask for more. */
const MAX_PASSES = 3;

async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(element, {
    // Whole boundaries inline: an outlined one is revealed by an inline script, which the
    // content security policy refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Fetches every query the last render asked for and has no answer yet; false when none did. */
async function fetchRequestedQueries(queryClient: QueryClient): Promise<boolean> {
  const requested = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query));
  // No retries: a failed answer is left in the query's state (see renderDocument).
  const fetches = requested.map((query) => query.fetch({ ...query.options, retry: false }));
  await Promise.allSettled(fetches);
  return requested.length > 0;
}

/**
 * The namespaces the page was rendered with (react-i18next's useTranslation records them on the
 * instance; that is not in i18next's types), and the shell's, which the browser loads anyway.
 */
function namespacesOf(translator: typeof i18n): string[] {
  const { reportNamespaces } = translator as {
    reportNamespaces?: { getUsedNamespaces(): string[] };
  };
  return [...new Set([...SHELL_NAMESPACES, ...(reportNamespaces?.getUsedNamespaces() ?? [])])];
}

/** React writes a page's <title> into the markup; it belongs in the document's head. */
function moveTitle(template: string, markup: string): { template: string; markup: string } {
  const title = /<title>[^<]*<\/title>/.exec(markup)?.[0];
  if (!title) return { template, markup };
  return {
    template: template.replace(/<title>[^<]*<\/title>/, () => title),
    markup: markup.replace(title, ''),
  };
}

/**
 * The document for `url` in `language`: the page rendered to HTML with the API answers it asked
 * for, the answers and strings it was rendered with (app/page-state.ts), filled into `template`.
 * Null when an answer failed: the browser shows that page, with its retry, itself.
 */
export async function renderDocument(template: string, url: string, language: Language) {
  const translator = i18n.cloneInstance({ lng: language, initAsync: false });
  const queryClient = createQueryClient();
  const page = (
    <I18nextProvider i18n={translator}>
      <App queryClient={queryClient} location={url} />
    </I18nextProvider>
  );
  let markup = await renderToHtml(page);
  for (let pass = 1; pass < MAX_PASSES && (await fetchRequestedQueries(queryClient)); pass++) {
    markup = await renderToHtml(page);
  }
  const queries = queryClient.getQueryCache().getAll();
  if (queries.some((query) => query.state.status === 'error')) return null;

  const state = pageStateScript({
    language,
    strings: Object.fromEntries(
      namespacesOf(translator).map((namespace) => [
        namespace,
        translator.getResourceBundle(language, namespace) as ResourceKey,
      ]),
    ),
    queries: dehydrate(queryClient),
  });
  const parts = moveTitle(template, markup);
  const { head, scripts } = loadScriptsAfterPaint(parts.template);
  return head
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      /<link rel="manifest" href="[^"]*"/,
      `<link rel="manifest" href="${appManifestPath(language)}"`,
    )
    .replace(
      '<div id="root"></div>',
      () => `${scripts}<div id="root">${parts.markup}</div>${state}`,
    );
}

const ENTRY_SCRIPT = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>\s*/g;

/**
 * The page paints without its scripts, so they must not compete with it for a slow connection:
 * the template's entry script and module preloads are taken out and started by
 * AFTER_PAINT_SCRIPT once the page has painted. That script comes before the page so that it
 * catches what a person does from the first paint on.
 */
function loadScriptsAfterPaint(template: string): { head: string; scripts: string } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return { head: template, scripts: '' };
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const head = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const attributes = `data-entry="${entry}" data-preload="${preloads.join(' ')}"`;
  return { head, scripts: `<script ${attributes}>${AFTER_PAINT_SCRIPT}</script>` };
}

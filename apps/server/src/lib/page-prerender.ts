import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  prerenderedPageUrl,
  type CreatePageRenderer,
  type RenderPage,
} from '@academy/contract/prerender';

/** A page that takes longer is sent unrendered: the browser renders it as it does any other. */
const RENDER_TIMEOUT_MS = 2000;

export type PagePrerenderer = (request: FastifyRequest) => Promise<string | null>;

/** The language the reader chose last (the web app keeps it in the cookie 'lang'). */
function readLanguage(request: FastifyRequest): string | undefined {
  return /(?:^|;\s*)lang=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
}

/**
 * Pre-renders the web app's public pages with the server bundle of the web build
 * (dist/server/prerender.js, apps/web/src/prerender.tsx): the answer is the whole document, or
 * null when the page is the browser's to render, the render failed or took too long. A page is
 * rendered for its path and known parameters only (the web side keeps the renders). Undefined
 * when the build has no server bundle. API answers come from the app itself through inject().
 */
export async function loadPagePrerenderer(
  app: FastifyInstance,
  webDistDir: string,
  template: string,
): Promise<PagePrerenderer | undefined> {
  const file = join(webDistDir, 'server', 'prerender.js');
  if (!existsSync(file)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  const renderPage: RenderPage = createPageRenderer({
    fetchApi: async (path) => {
      const response = await app.inject({ method: 'GET', url: path });
      const contentType = response.headers['content-type'];
      return {
        status: response.statusCode,
        contentType: typeof contentType === 'string' ? contentType : undefined,
        body: response.body,
      };
    },
  });

  return async (request) => {
    // Only the path and the parameters the page reads: a query string of noise is neither
    // rendered nor cached on its own (contract/prerender.ts).
    const url = prerenderedPageUrl(request.url);
    if (url === null) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        request.log.warn('pre-rendering took too long; sending the page unrendered');
        resolve(null);
      }, RENDER_TIMEOUT_MS);
    });
    try {
      return await Promise.race([renderPage(template, url, readLanguage(request)), timeout]);
    } catch (error) {
      request.log.warn({ err: error }, 'pre-rendering failed; sending the page unrendered');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

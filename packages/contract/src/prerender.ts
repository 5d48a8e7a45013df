/**
 * How the server pre-renders public pages with the web app's server bundle: the web side is
 * apps/web/src/prerender.tsx, the server side apps/server/src/lib/page-prerender.ts.
 */

/** An API answer as the server's own request handler gave it. */
export type ApiAnswer = { status: number; contentType: string | undefined; body: string };

export type PageRendererOptions = {
  /** GETs an API path (with its query string) from the app itself, without a socket. */
  fetchApi: (path: string) => Promise<ApiAnswer>;
};

/**
 * The whole document for `url`, filled into `template` (the built index.html), in `language`
 * when it names one of the app's languages; null when the browser should render that page alone.
 */
export type RenderPage = (
  template: string,
  url: string,
  language: string | undefined,
) => Promise<string | null>;

export type CreatePageRenderer = (options: PageRendererOptions) => RenderPage;

/**
 * The one inline script of a pre-rendered page (the content security policy allows exactly this
 * text by its hash). It starts the app's scripts once the page has painted (the browser's
 * first-contentful-paint entry), so they do not share a slow connection with the HTML: the entry
 * (`data-entry`) and the modules it imports (`data-preload`, space-separated), fetched in
 * parallel. A page opened in the background, a browser without paint timing, or a paint not
 * reported within three seconds loads them at once.
 */
export const AFTER_PAINT_SCRIPT =
  '(function(s){var started=false;function load(){if(started)return;started=true;' +
  "var h=document.head;(s.dataset.preload||'').split(' ').forEach(function(u){if(!u)return;" +
  "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});" +
  "var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=s.dataset.entry;h.appendChild(m)}" +
  'var P=window.PerformanceObserver;' +
  "if(document.visibilityState!=='visible'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return load();" +
  "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){" +
  "observer.disconnect();setTimeout(load,0)}}).observe({type:'paint',buffered:true});" +
  'setTimeout(load,3000)})(document.currentScript)';

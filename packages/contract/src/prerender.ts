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

/** What a person did on a pre-rendered page before the app took it over. */
export type EarlyEvent = {
  type: 'click' | 'submit' | 'input' | 'change';
  target: Element;
  /** The target's place under #root (child indexes), to find it again if it was replaced. */
  path: number[];
  /** For input and change: the field's value (ticked or not, for a box) right after the event. */
  value: string | boolean | null;
};

/** The capture that AFTER_PAINT_SCRIPT leaves on `window.__earlyEvents` for the app. */
export type EarlyEventCapture = {
  /**
   * From now on holds everything: the app is taking the page over and would otherwise answer a
   * person's later step before their earlier ones are replayed.
   */
  hold: () => void;
  /** Runs `replay` with capturing off, so the events it dispatches reach the app. */
  pass: (replay: () => void) => void;
  /** Hands over what was captured so far, in order; capturing goes on. */
  take: () => EarlyEvent[];
  /** Stops capturing and hands over what was captured and not taken, in order. */
  stop: () => EarlyEvent[];
};

/**
 * The one inline script of a pre-rendered page (the content security policy allows exactly this
 * text by its hash). It comes first in <body>, before the page, and does two things
 * (docs/decisions/009 and 016):
 *
 * - Until the app takes the page over, it catches what a person does that only the app can
 *   answer: a click on a button or anything else that is not a link or a field, a submitted
 *   form that is not a plain GET form (links and plain forms the browser follows by itself), and
 *   the value left by typing, ticking or choosing in a field. Those clicks and submits are held
 *   (default prevented, propagation stopped) and kept in order with the fields' values, for the
 *   app to replay exactly once (`EarlyEventCapture`, `apps/web/src/app/early-events.ts`). Once
 *   the app starts taking the page over (`hold`), links and plain forms are held too, and no
 *   event reaches the app until the replay, so none is answered out of order.
 * - It starts the app's scripts once the page has painted (the browser's
 *   first-contentful-paint entry) and has been read to its end, so they do not share a slow
 *   connection with the HTML: the entry (`data-entry`) and the modules it imports
 *   (`data-preload`, space-separated), fetched in parallel. A page opened in the background, a
 *   browser without paint timing, or a paint not reported within three seconds loads them at once.
 */
export const AFTER_PAINT_SCRIPT = [
  '(function(s){var w=window,d=document,q=[],on=true,all=false,kinds=["click","submit","input","change"];',
  // A form the browser can send by itself: GET to an address.
  'function plain(f){return !!f&&(f.getAttribute("method")||"").toLowerCase()==="get"&&!!f.getAttribute("action")}',
  'function path(n){var p=[];while(n&&n.parentElement&&n.id!=="root"){',
  'p.unshift([].indexOf.call(n.parentElement.children,n));n=n.parentElement}return p}',
  // A click the browser answers by itself with a change of a field (a label, a box, a select):
  // never held; the change it makes is kept instead.
  'function onField(t){var b=t.closest("a[href],label,select,textarea,button,input");',
  'return !!b&&/^(LABEL|SELECT|TEXTAREA)$/.test(b.tagName)||b&&b.tagName==="INPUT"&&!/^(submit|button|reset|image)$/.test(b.type)}',
  // A link, or a plain form's submission, the browser follows by itself while the app is away.
  'function followed(e){var t=e.target;if(e.type==="submit")return plain(t);',
  'if(t.closest("a[href]"))return true;var b=t.closest("button,input");',
  'return !!b&&b.type==="submit"&&plain(b.form)}',
  'function capture(e){var t=e.target,v=null;if(!on||!t||!t.closest)return;',
  'if(e.type==="click"&&onField(t)){if(all)e.stopImmediatePropagation();return}',
  'if(e.type==="click"||e.type==="submit"){if(!all&&followed(e))return;e.preventDefault()}',
  // A field's value as the person left it: React may reset the field before the replay.
  'else v=/^(checkbox|radio)$/.test(t.type)?t.checked:t.value;',
  'if(all||e.type!=="input"&&e.type!=="change")e.stopImmediatePropagation();',
  'q.push({type:e.type,target:t,path:path(t),value:v})}',
  'kinds.forEach(function(k){w.addEventListener(k,capture,true)});',
  'w.__earlyEvents={hold:function(){all=true},take:function(){return q.splice(0)},',
  'pass:function(f){var was=on;on=false;try{f()}finally{on=was}},stop:function(){on=false;kinds.forEach(function(k){w.removeEventListener(k,capture,true)});return q.splice(0)}};',
  'var started=false;function load(){if(started)return;',
  'if(d.readyState==="loading")return d.addEventListener("DOMContentLoaded",load);started=true;',
  'var h=d.head;(s.dataset.preload||"").split(" ").forEach(function(u){if(!u)return;',
  'var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)});',
  'var m=d.createElement("script");m.type="module";m.crossOrigin="";m.src=s.dataset.entry;h.appendChild(m)}',
  'var P=w.PerformanceObserver;',
  'if(d.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return load();',
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){',
  'observer.disconnect();setTimeout(load,0)}}).observe({type:"paint",buffered:true});',
  'setTimeout(load,3000)})(document.currentScript)',
].join('');

/**
 * The query parameters each pre-rendered page reads: the catalogue's search, filters, order and
 * page (apps/web/src/features/catalogue/model/catalogue-params.ts), and the course page's group
 * size (tier-choice.ts). Any other parameter changes nothing on the page.
 */
const PRERENDERED_PAGE_PARAMS: readonly { path: RegExp; params: readonly string[] }[] = [
  { path: /^\/$/, params: [] },
  {
    path: /^\/courses\/?$/,
    params: ['search', 'ordering', 'category', 'min_price', 'max_price', 'min_rating', 'page'],
  },
  { path: /^\/course\/[^/]+\/?$/, params: ['students', 'tier'] },
];

/** The longest parameter value kept; the catalogue's search is at most 100 characters. */
const PARAM_VALUE_MAX = 200;

/**
 * The address a public page is pre-rendered and cached under: its path and only the parameters
 * it reads, in a fixed order (the first of each). Null for a page that is not pre-rendered. So
 * `/course/14?x=1` and `/course/14?x=2` are one render, and random query strings cannot fill the
 * page cache.
 */
export function prerenderedPageUrl(url: string): string | null {
  const parsed = new URL(url, 'http://localhost');
  const page = PRERENDERED_PAGE_PARAMS.find(({ path }) => path.test(parsed.pathname));
  if (!page) return null;
  const kept = new URLSearchParams();
  for (const name of page.params) {
    const value = parsed.searchParams.get(name);
    if (value !== null && value !== '') kept.set(name, value.slice(0, PARAM_VALUE_MAX));
  }
  const query = kept.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

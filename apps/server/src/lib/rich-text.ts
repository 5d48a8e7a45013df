import {
  CALLOUT_TONES,
  CODE_LANGUAGES,
  RICH_TEXT_IMAGE_PATH,
  type CalloutTone,
} from '@academy/contract/rich-text';
import { EMBEDDABLE_VIDEO_HOSTS } from '@academy/contract/learning';
import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for every rich field (lesson articles, notes, announcements, forum posts,
 * assignment instructions, quiz questions and feedback). It is the web editor's schema exactly
 * (features/rich-text/editor-extensions.ts): what the editor cannot make, the server does not
 * keep, whatever a client sends.
 *
 * - paragraphs, headings h2-h4 (h1 becomes h2, h5/h6 become h4), bold, italic, underline,
 *   strike, inline code, hard breaks, rules, lists, quotes;
 * - links by http, https or mailto only, always opening a new tab without an opener;
 * - code blocks `<pre><code class="language-x">` for the five languages the highlighter knows;
 * - tables (`th`/`td` with colspan and rowspan, no styles); each `th` gets the `scope` a screen
 *   reader needs (WCAG H63), worked out from where it stands (tableScopes below);
 * - callouts `<div data-callout="info|tip|warning" role="note">`;
 * - maths as LaTeX source: `<span data-math="inline" data-latex="…">` and
 *   `<div data-math="block" data-latex="…">`; it is rendered by KaTeX with trust off
 *   (lib/math-render.ts and the web's math view), never stored as KaTeX's HTML;
 * - images only from our media store (`/media/rich-text/….webp`, uploaded through
 *   POST /api/rich-text/images/), always with an alt attribute;
 * - players from the video hosts (notes had them before the editor), sandboxed.
 */

const YOUTUBE_PLAYER_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
]);

/** A player address in its host's privacy-friendly form (YouTube nocookie, Vimeo dnt=1). */
function privateFrameSrc(src: string | undefined): string {
  if (!src) return '';
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:') return '';
  if (YOUTUBE_PLAYER_HOSTS.has(url.hostname)) url.hostname = 'www.youtube-nocookie.com';
  else if (url.hostname === 'player.vimeo.com') url.searchParams.set('dnt', '1');
  return url.toString();
}

/** A tag name no list allows: its element is dropped and its text kept ('discard' mode). */
const UNWRAP = 'academy-unwrap';

const LANGUAGE_CLASSES = CODE_LANGUAGES.map((language) => `language-${language}`);
const isTone = (value: string | undefined): value is CalloutTone =>
  (CALLOUT_TONES as readonly string[]).includes(value ?? '');

/** The longest LaTeX one maths node may hold; KaTeX's work grows with it. */
export const MATH_SOURCE_MAX = 2000;

function mathText(latex: string | undefined): string {
  return (latex ?? '').slice(0, MATH_SOURCE_MAX);
}

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'code',
    'pre',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'div',
    'span',
    'img',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'allowfullscreen', 'loading', 'referrerpolicy', 'sandbox'],
    ol: ['start'],
    code: ['class'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    div: ['data-callout', 'data-math', 'data-latex', 'role'],
    span: ['data-math', 'data-latex'],
  },
  allowedClasses: { code: LANGUAGE_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBEDDABLE_VIDEO_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped with them, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math'],
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { href: attribs.href ?? '', target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        src: attribs.src ?? '',
        alt: attribs.alt ?? '',
        loading: 'lazy',
        ...(/^\d{1,4}$/.test(attribs.width ?? '') ? { width: attribs.width! } : {}),
        ...(/^\d{1,4}$/.test(attribs.height ?? '') ? { height: attribs.height! } : {}),
      },
    }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        src: privateFrameSrc(attribs.src),
        title: attribs.title ?? 'Video',
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
        sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
        ...(attribs.allowfullscreen !== undefined ? { allowfullscreen: '' } : {}),
      },
    }),
    span: (tagName, attribs): sanitizeHtml.Tag =>
      attribs['data-math'] === 'inline'
        ? {
            tagName,
            attribs: { 'data-math': 'inline', 'data-latex': mathText(attribs['data-latex']) },
            text: mathText(attribs['data-latex']),
          }
        : { tagName: UNWRAP, attribs: {} },
    div: (tagName, attribs): sanitizeHtml.Tag => {
      if (attribs['data-math'] === 'block') {
        return {
          tagName,
          attribs: { 'data-math': 'block', 'data-latex': mathText(attribs['data-latex']) },
          text: mathText(attribs['data-latex']),
        };
      }
      if (isTone(attribs['data-callout'])) {
        return { tagName, attribs: { 'data-callout': attribs['data-callout'], role: 'note' } };
      }
      return { tagName: UNWRAP, attribs: {} };
    },
    pre: (tagName) => ({ tagName, attribs: {} }),
  },
  exclusiveFilter: (frame) =>
    // Images from anywhere but our store, and players whose address was refused, go whole.
    (frame.tag === 'img' && !RICH_TEXT_IMAGE_PATH.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'iframe' && !/^https:\/\//i.test(frame.attribs.src ?? '')),
};

/**
 * Each header cell's scope, as the cells arrive in document order: a header in the table's head,
 * or in its first row (the editor's header row), heads a column; one further down (a notebook's
 * index, the editor's header column) heads its row. Whatever scope a client sent is replaced.
 */
function tableScopes(): sanitizeHtml.IOptions['transformTags'] {
  let inHead = false;
  let row = 0;
  const keep = (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs });
  return {
    table: (tagName, attribs) => {
      inHead = false;
      row = 0;
      return keep(tagName, attribs);
    },
    thead: (tagName, attribs) => {
      inHead = true;
      return keep(tagName, attribs);
    },
    tbody: (tagName, attribs) => {
      inHead = false;
      return keep(tagName, attribs);
    },
    tr: (tagName, attribs) => {
      row += 1;
      return keep(tagName, attribs);
    },
    th: (tagName, attribs) =>
      keep(tagName, { ...attribs, scope: inHead || row <= 1 ? 'col' : 'row' }),
  };
}

/** HTML reduced to the allow-list above: the only rich text the server ever stores. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    ...RICH_TEXT_OPTIONS,
    transformTags: { ...RICH_TEXT_OPTIONS.transformTags, ...tableScopes() },
  }).trim();
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Plain text as rich text: blank lines part paragraphs, single newlines become line breaks,
 * every character is kept (escaped).
 */
export function plainTextToRichText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** Tags that make a text markup; 'a <b' or '<idea>' in plain text does not. */
const HTML_TAG =
  /<\/?(p|br|hr|h[1-6]|strong|b|em|i|u|s|strike|del|code|pre|a|ul|ol|li|blockquote|table|thead|tbody|tr|th|td|div|span|img|iframe|script|style|svg|math|object|embed|link|meta|form|input|button|body|html|head|base|noscript|title|textarea|select|option|video|audio|source)\b[^>]*>/i;

/** Whether a text written to a rich field is markup (the editor's) rather than plain text. */
function looksLikeHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

/**
 * What a client wrote to a rich field, stored form: markup through the allow-list, plain text
 * (an API client, an old form) as paragraphs.
 */
export function richTextFromInput(input: string): string {
  return looksLikeHtml(input) ? sanitizeRichText(input) : plainTextToRichText(input);
}

/** Whether sanitised HTML still shows anything: text, maths, an image or a player. */
export function hasVisibleContent(html: string): boolean {
  if (/<(img|iframe)\b|data-math=/i.test(html)) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '').length > 0;
}

/** Rich text as plain words (mails, notifications, search, reading time). */
export function richTextToPlainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[2-4]|li|blockquote|pre|tr|div)>|<br\s*\/?>/gi, '$&\n');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

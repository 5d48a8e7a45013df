import { EMBEDDABLE_VIDEO_HOSTS } from '@academy/contract/learning';
import sanitizeHtml from 'sanitize-html';

const YOUTUBE_PLAYER_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
]);

/**
 * A player address moved (before the host allow-list judges it, so a note can embed a player
 * copied from youtube.com) to its host's privacy-friendly form: YouTube's youtube-nocookie.com,
 * Vimeo with dnt=1. Anything else comes back unchanged, to be judged by the host allow-list.
 */
function privateFrameSrc(src: string | undefined): string | undefined {
  if (!src) return src;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  if (url.protocol !== 'https:') return src;
  if (YOUTUBE_PLAYER_HOSTS.has(url.hostname)) url.hostname = 'www.youtube-nocookie.com';
  else if (url.hostname === 'player.vimeo.com') url.searchParams.set('dnt', '1');
  else return src;
  return url.toString();
}

/**
 * The allow-list for instructors' notes: headings, paragraphs, lists, links (http, https, mailto),
 * code, quotes, emphasis and images by https URL (the CSP loads no other), plus players from the
 * video hosts. Everything else (scripts, event handlers, styles, forms, other frames, javascript:
 * and data: URLs) goes.
 */
const NOTE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'img',
    'iframe',
  ],
  // target, rel, loading, referrerpolicy and sandbox are set by transformTags below (whatever the
  // author wrote is overwritten); they are listed so the attribute filter that runs after keeps them.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: [
      'src',
      'title',
      'width',
      'height',
      'allowfullscreen',
      'loading',
      'referrerpolicy',
      'sandbox',
    ],
    ol: ['start'],
    code: ['class'],
  },
  // Syntax-highlighting hints only ("language-python"); no other classes reach the page.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBEDDABLE_VIDEO_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        src: privateFrameSrc(attribs.src) ?? '',
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
        sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
      },
    }),
  },
  // Images and frames whose source was refused (other hosts, javascript:, data:) are dropped, and
  // so are images by relative path or over http: a note's images are by absolute https URL only.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' || frame.tag === 'iframe') &&
    !/^https:\/\//i.test(frame.attribs.src ?? ''),
};

/** A note body reduced to the allow-list above; the only HTML the server ever stores. */
export function sanitizeNoteHtml(html: string): string {
  return sanitizeHtml(html, NOTE_HTML_OPTIONS).trim();
}

/** Whether sanitised HTML still shows anything: text, an image or a player. */
export function hasVisibleContent(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '').length > 0;
}

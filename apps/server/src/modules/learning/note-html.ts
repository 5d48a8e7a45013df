import sanitizeHtml from 'sanitize-html';

/** Hosts whose players a note may embed; the CSP's frame-src allows exactly these. */
export const EMBEDDABLE_VIDEO_HOSTS = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
] as const;

/**
 * The allow-list for instructors' notes: headings, paragraphs, lists, links (http, https, mailto),
 * code, quotes, emphasis and images by http(s) URL, plus players from the video hosts. Everything
 * else (scripts, event handlers, styles, forms, other frames, javascript: and data: URLs) goes.
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
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
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
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
        sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
      },
    }),
  },
  // Images and frames whose source was refused (other hosts, javascript:, data:) are dropped, and
  // so are images by relative path: a note's images are by absolute http(s) URL only.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' || frame.tag === 'iframe') &&
    !/^https?:\/\//i.test(frame.attribs.src ?? ''),
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

import katex from 'katex';

/**
 * LaTeX to KaTeX's HTML with nothing an author could turn against a reader: `trust` off, so
 * `\href`, `\url`, `\includegraphics`, `\htmlClass`, `\htmlId`, `\htmlStyle` and `\htmlData` render
 * as error text instead of links, classes or styles; `strict` makes anything non-standard an error
 * shown as the source in red; `maxExpand` and `maxSize` stop macro bombs and huge boxes. The web
 * renders with the same options (features/rich-text/math-options.ts).
 */
export const MATH_OPTIONS = {
  trust: false,
  strict: 'error',
  throwOnError: false,
  maxExpand: 500,
  maxSize: 20,
  output: 'htmlAndMathml',
} as const satisfies katex.KatexOptions;

export function renderMath(latex: string, displayMode: boolean): string {
  return katex.renderToString(latex, { ...MATH_OPTIONS, displayMode });
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Sanitised rich text with its maths nodes rendered by KaTeX, for pages the server writes whole
 * (the pre-rendered public pages). The node keeps its data-latex, so the browser's view matches.
 */
export function renderRichTextMath(html: string): string {
  return html.replace(
    /<(span|div) data-math="(inline|block)" data-latex="([^"]*)">[\s\S]*?<\/\1>/g,
    (_match, tag: string, kind: string, latex: string) =>
      `<${tag} data-math="${kind}" data-latex="${latex}">${renderMath(decode(latex), kind === 'block')}</${tag}>`,
  );
}

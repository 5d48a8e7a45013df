import katex from 'katex';
import { MATH_OPTIONS } from '@academy/contract/rich-text';

/** LaTeX to KaTeX's HTML, with the options every reader's maths renders with. */
const options = MATH_OPTIONS satisfies katex.KatexOptions;

export function renderMath(latex: string, displayMode: boolean): string {
  return katex.renderToString(latex, { ...options, displayMode });
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

import type { KatexOptions } from 'katex';
import { MATH_OPTIONS as SHARED_OPTIONS } from '@academy/contract/rich-text';

/** KaTeX's options, the server's own (contract/rich-text.ts): trust off, strict. */
export const MATH_OPTIONS = SHARED_OPTIONS satisfies KatexOptions;

/** KaTeX and its styles, downloaded the first time a page shows maths. */
export async function loadKatex() {
  const [katex] = await Promise.all([import('katex'), import('katex/dist/katex.min.css')]);
  return katex.default;
}

/**
 * Shows `latex` in `element` as KaTeX writes it to a string. Not katex.render: its DOM builder
 * leaves a spacing character (`\,` before `\text`) as bare text in an <mrow>, which MathML does
 * not allow (the Nu checker's "Text not allowed in element mrow"); the string puts it in <mtext>.
 */
export function renderMath(
  katex: Awaited<ReturnType<typeof loadKatex>>,
  element: HTMLElement,
  latex: string,
  display: boolean,
) {
  // KaTeX's own markup, with trust off: no link, class or style the LaTeX could smuggle in.
  element.innerHTML = katex.renderToString(latex, { ...MATH_OPTIONS, displayMode: display });
}

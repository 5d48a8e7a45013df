import type { KatexOptions } from 'katex';

/**
 * KaTeX as the server renders it (apps/server/src/lib/math-render.ts): `trust` off so `\href`,
 * `\url`, `\includegraphics` and `\html*` make no links, images, classes or styles; strict, with
 * errors shown as the source in red.
 */
export const MATH_OPTIONS = {
  trust: false,
  strict: 'error',
  throwOnError: false,
  maxExpand: 500,
  maxSize: 20,
  output: 'htmlAndMathml',
} as const satisfies KatexOptions;

/** KaTeX and its styles, downloaded the first time a page shows maths. */
export async function loadKatex() {
  const [katex] = await Promise.all([import('katex'), import('katex/dist/katex.min.css')]);
  return katex.default;
}

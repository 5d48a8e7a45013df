import type { KatexOptions } from 'katex';
import { MATH_OPTIONS as SHARED_OPTIONS } from '@academy/contract/rich-text';

/** KaTeX's options, the server's own (contract/rich-text.ts): trust off, strict. */
export const MATH_OPTIONS = SHARED_OPTIONS satisfies KatexOptions;

/** KaTeX and its styles, downloaded the first time a page shows maths. */
export async function loadKatex() {
  const [katex] = await Promise.all([import('katex'), import('katex/dist/katex.min.css')]);
  return katex.default;
}

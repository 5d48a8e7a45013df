import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';
import r from 'highlight.js/lib/languages/r';
import sql from 'highlight.js/lib/languages/sql';
import type { Root, RootContent } from 'hast';
import { createLowlight } from 'lowlight';
import './code-highlight.css';

/**
 * The highlighter for the five languages code blocks may name (CODE_LANGUAGES in the contract),
 * and nothing else: the grammars of every other language stay out of the bundle.
 */
export const lowlight = createLowlight({ bash, javascript, python, r, sql });

const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'));

function nodeHtml(node: RootContent): string {
  if (node.type === 'text') return escapeText(node.value);
  if (node.type !== 'element') return '';
  const classes = Array.isArray(node.properties.className)
    ? node.properties.className.filter((name) => /^hljs-[\w-]+$/.test(String(name))).join(' ')
    : '';
  const inner = node.children.map(nodeHtml).join('');
  return classes ? `<span class="${classes}">${inner}</span>` : inner;
}

/** lowlight's tree as HTML: escaped text in spans whose only attribute is an hljs class. */
export function highlightedHtml(tree: Root): string {
  return tree.children.map(nodeHtml).join('');
}

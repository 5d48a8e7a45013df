import { InputRule, mergeAttributes, Node } from '@tiptap/core';
import { loadKatex, renderMath } from './math-options';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    math: {
      /** Inserts maths (or replaces the selected maths node) with this LaTeX. */
      setMath: (latex: string, display: boolean) => ReturnType;
    };
  }
}

/** A node view that shows the LaTeX through KaTeX (loaded on first use), as the reader sees it. */
function mathView(tag: 'span' | 'div', display: boolean) {
  return ({ node }: { node: { attrs: Record<string, unknown> } }) => {
    const dom = document.createElement(tag);
    const latex = String(node.attrs.latex ?? '');
    dom.dataset.math = display ? 'block' : 'inline';
    dom.dataset.latex = latex;
    dom.textContent = latex;
    dom.className = 'cursor-pointer rounded px-0.5 ring-brand-300 hover:ring-1';
    void loadKatex().then((katex) => {
      renderMath(katex, dom, latex, display);
    });
    return { dom };
  };
}

const latexAttribute = {
  latex: {
    default: '',
    parseHTML: (element: HTMLElement) => element.getAttribute('data-latex') ?? '',
    renderHTML: () => ({}),
  },
};

/** `<span data-math="inline" data-latex="…">`; typing `$x^2$` makes one. */
export const InlineMath = Node.create({
  name: 'inlineMath',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => latexAttribute,
  parseHTML: () => [{ tag: 'span[data-math="inline"]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'span',
    mergeAttributes(HTMLAttributes, { 'data-math': 'inline', 'data-latex': node.attrs.latex }),
    String(node.attrs.latex),
  ],
  addNodeView: () => mathView('span', false),
  addInputRules() {
    return [
      new InputRule({
        find: /(?:^|\s)\$([^$\s][^$]*)\$$/,
        handler: ({ state, range, match }) => {
          const latex = match[1] ?? '';
          const start = range.from + (match[0].startsWith('$') ? 0 : 1);
          state.tr.replaceWith(start, range.to, this.type.create({ latex }));
        },
      }),
    ];
  },
  addCommands() {
    return {
      setMath:
        (latex, display) =>
        ({ commands }) =>
          commands.insertContent({ type: display ? 'blockMath' : 'inlineMath', attrs: { latex } }),
    };
  },
});

/** `<div data-math="block" data-latex="…">`, a displayed formula. */
export const BlockMath = Node.create({
  name: 'blockMath',
  group: 'block',
  atom: true,
  selectable: true,
  addAttributes: () => latexAttribute,
  parseHTML: () => [{ tag: 'div[data-math="block"]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-math': 'block', 'data-latex': node.attrs.latex }),
    String(node.attrs.latex),
  ],
  addNodeView: () => mathView('div', true),
});

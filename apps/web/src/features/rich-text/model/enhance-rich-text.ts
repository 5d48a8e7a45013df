import { MATH_OPTIONS, loadKatex } from './math-options';

type EnhanceOptions = { copyLabel: string; copiedLabel: string; isCancelled: () => boolean };

/** KaTeX for every maths node under `root` (its data-latex is the source). */
async function renderMath(root: HTMLElement, isCancelled: () => boolean) {
  const nodes = [...root.querySelectorAll<HTMLElement>('[data-math]')];
  if (nodes.length === 0) return;
  const katex = await loadKatex();
  if (isCancelled()) return;
  for (const node of nodes) {
    katex.render(node.dataset.latex ?? '', node, {
      ...MATH_OPTIONS,
      displayMode: node.dataset.math === 'block',
    });
  }
}

/** Highlighting for code blocks that name a language, and a copy button on every block. */
async function enhanceCode(root: HTMLElement, options: EnhanceOptions) {
  const blocks = [...root.querySelectorAll<HTMLElement>('pre > code')];
  if (blocks.length === 0) return;
  const named = blocks.filter((code) => /\blanguage-\w+/.test(code.className));
  if (named.length > 0) {
    const { lowlight, highlightedHtml } = await import('./code-highlight');
    if (options.isCancelled()) return;
    for (const code of named) {
      const language = /\blanguage-(\w+)/.exec(code.className)?.[1] ?? '';
      if (!lowlight.registered(language)) continue;
      // lowlight builds a tree of spans from the text; its HTML holds only escaped text and
      // hljs class names.
      code.innerHTML = highlightedHtml(lowlight.highlight(language, code.textContent ?? ''));
    }
  }
  for (const code of blocks) {
    const pre = code.parentElement!;
    if (pre.parentElement?.dataset.codeFrame !== undefined) continue;
    const frame = document.createElement('div');
    frame.dataset.codeFrame = '';
    frame.className = 'relative';
    pre.replaceWith(frame);
    frame.append(pre);
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.copyLabel;
    button.className =
      'absolute right-2 top-2 rounded bg-slate-700 px-2 py-1 text-xs font-medium text-white hover:bg-slate-600';
    button.addEventListener('click', () => {
      void navigator.clipboard?.writeText(code.textContent ?? '').then(() => {
        button.textContent = options.copiedLabel;
        setTimeout(() => (button.textContent = options.copyLabel), 2000);
      });
    });
    frame.append(button);
  }
}

/** What the browser adds to stored rich text once it is on the page. */
export async function enhanceRichText(root: HTMLElement, options: EnhanceOptions): Promise<void> {
  // What may scroll sideways (code, displayed maths) is reachable from the keyboard.
  for (const element of root.querySelectorAll<HTMLElement>('pre, [data-math="block"]')) {
    element.tabIndex = 0;
  }
  await Promise.all([renderMath(root, options.isCancelled), enhanceCode(root, options)]);
}

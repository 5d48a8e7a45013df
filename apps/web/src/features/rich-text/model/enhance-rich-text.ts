import { loadKatex, renderMath } from './math-options';

type EnhanceOptions = { copyLabel: string; copiedLabel: string; isCancelled: () => boolean };

/** KaTeX for every maths node under `root` (its data-latex is the source). */
async function renderAllMath(root: HTMLElement, isCancelled: () => boolean) {
  const nodes = [...root.querySelectorAll<HTMLElement>('[data-math]')];
  if (nodes.length === 0) return;
  const katex = await loadKatex();
  if (isCancelled()) return;
  for (const node of nodes) {
    renderMath(katex, node, node.dataset.latex ?? '', node.dataset.math === 'block');
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
    // The copy button sits in a bar above the code, never over it: on a phone a long first line
    // reaches the right edge, where an overlaid button would hide it.
    const frame = document.createElement('div');
    frame.dataset.codeFrame = '';
    frame.className = 'overflow-hidden rounded-lg bg-slate-900';
    const bar = document.createElement('div');
    bar.className = 'flex justify-end px-2 pt-2';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.copyLabel;
    button.className =
      'rounded bg-slate-700 px-2 py-1 text-xs font-medium text-white hover:bg-slate-600';
    button.addEventListener('click', () => {
      void navigator.clipboard?.writeText(code.textContent ?? '').then(() => {
        button.textContent = options.copiedLabel;
        setTimeout(() => (button.textContent = options.copyLabel), 2000);
      });
    });
    bar.append(button);
    pre.replaceWith(frame);
    frame.append(bar, pre);
  }
}

/** What the browser adds to stored rich text once it is on the page. */
export async function enhanceRichText(root: HTMLElement, options: EnhanceOptions): Promise<void> {
  // What may scroll sideways (code, displayed maths) is reachable from the keyboard.
  for (const element of root.querySelectorAll<HTMLElement>('pre, [data-math="block"]')) {
    element.tabIndex = 0;
  }
  await Promise.all([renderAllMath(root, options.isCancelled), enhanceCode(root, options)]);
}

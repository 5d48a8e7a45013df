import { describe, expect, it } from 'vitest';
import { renderMath, renderRichTextMath } from './math-render.ts';

describe('renderMath', () => {
  it('renders formulas', () => {
    const html = renderMath('\\frac{1}{1+e^{-z}}', true);
    expect(html).toContain('katex-display');
    expect(html).toContain('<math');
  });

  it.each([
    '\\href{javascript:alert(1)}{click}',
    '\\url{javascript:alert(1)}',
    '\\href{https://evil.example}{x}',
    '\\htmlClass{evil}{x}',
    '\\htmlId{login}{x}',
    '\\htmlStyle{position:fixed;inset:0}{x}',
    '\\htmlData{foo=bar}{x}',
    '\\includegraphics{https://evil.example/a.png}',
  ])('keeps %s from making links, images, classes or styles', (latex) => {
    const html = renderMath(latex, false);
    expect(html).not.toMatch(/<a\b|href=|<img\b|class="evil"|id="login"|style="position|data-foo=/);
    expect(html).toContain('color:#cc0000');
  });

  it('stops a macro that expands without end', () => {
    const html = renderMath('\\def\\a{\\a\\a}\\a', false);
    expect(html).toContain('color:#cc0000');
  });

  it('renders the maths nodes of stored rich text, keeping their source', () => {
    const html = renderRichTextMath(
      '<p>x <span data-math="inline" data-latex="a&lt;b">a&lt;b</span></p>',
    );
    expect(html).toMatch(/^<p>x <span data-math="inline" data-latex="a&lt;b"><span class="katex">/);
  });
});

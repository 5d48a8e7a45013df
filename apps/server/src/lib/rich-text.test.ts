import { describe, expect, it } from 'vitest';
import {
  hasVisibleContent,
  plainTextToRichText,
  richTextFromInput,
  richTextToPlainText,
  sanitizeRichText,
} from './rich-text.ts';

const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';
const IMAGE = '/media/rich-text/0123456789abcdef0123456789abcdef.webp';

/** Payloads from the usual XSS cheat sheets, each with what must be left of it. */
const XSS_PAYLOADS: [string, string][] = [
  ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
  ['<SCRIPT SRC=https://evil.example/x.js></SCRIPT>', ''],
  ['<img src=x onerror=alert(1)>', ''],
  [
    `<img src="${IMAGE}" alt="Plot" onerror="alert(1)" onload="alert(2)">`,
    `<img src="${IMAGE}" alt="Plot" loading="lazy" />`,
  ],
  ['<img src="https://img.example/a.png" alt="elsewhere">', ''],
  ['<a href="javascript:alert(1)">x</a>', `<a ${LINK}>x</a>`],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', `<a ${LINK}>x</a>`],
  ['<a href="&#106;avascript:alert(1)">x</a>', `<a ${LINK}>x</a>`],
  ['<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>', `<a ${LINK}>x</a>`],
  ['<a href="jav&#x09;ascript:alert(1)">x</a>', `<a ${LINK}>x</a>`],
  ['<a href=" javascript:alert(1)">x</a>', `<a ${LINK}>x</a>`],
  ['<a href="vbscript:msgbox(1)">x</a>', `<a ${LINK}>x</a>`],
  [
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
    `<a ${LINK}>d</a>`,
  ],
  ['<a href="//evil.example/">p</a>', `<a ${LINK}>p</a>`],
  ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="">', ''],
  ['<img src="javascript:alert(1)">', ''],
  ['<img src="/media/rich-text/../avatars/x.webp">', ''],
  ['<svg onload=alert(1)><circle r="1"/></svg>', ''],
  ['<svg><script>alert(1)</script></svg>', ''],
  ['<svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>', ''],
  ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>', ''],
  ['<math><maction actiontype="statusline#http://evil.example">x</maction></math>', ''],
  ['<iframe src="https://evil.example/embed"></iframe>', ''],
  ['<iframe src="javascript:alert(1)"></iframe>', ''],
  ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
  ['<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
  ['<div style="width: expression(alert(1))">e</div>', 'e'],
  ['<style>body{background:url(javascript:alert(1))}</style><p>t</p>', '<p>t</p>'],
  ['<style>@import "https://evil.example/x.css";</style>', ''],
  ['<link rel="stylesheet" href="https://evil.example/x.css"><p>t</p>', '<p>t</p>'],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ['<body onload=alert(1)>b</body>', 'b'],
  ['<form action="https://evil.example"><input name="q"><button>Go</button></form>', 'Go'],
  ['<object data="https://evil.example/x.swf"></object><embed src="x.swf">', ''],
  ['<base href="https://evil.example/">', ''],
  ['<p onclick="alert(1)" onmouseover="alert(2)">hover</p>', '<p>hover</p>'],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ['<h2 class="x" id="y">T</h2>', '<h2>T</h2>'],
  ['<code class="language-python evil">x</code>', '<code class="language-python">x</code>'],
  ['<pre class="x"><code class="language-cobol">x</code></pre>', '<pre><code>x</code></pre>'],
  ['<div data-callout="danger" onclick="x()">c</div>', 'c'],
  [
    '<div data-callout="warning" role="alert">c</div>',
    '<div data-callout="warning" role="note">c</div>',
  ],
  ['<span class="katex" style="color:red">k</span>', 'k'],
  // KaTeX's output is never stored: only the source, which is rendered again with trust off.
  [
    '<span data-math="inline" data-latex="\\href{javascript:alert(1)}{x}"><a href="javascript:alert(1)">x</a></span>',
    `<span data-math="inline" data-latex="\\href{javascript:alert(1)}{x}">\\href{javascript:alert(1)}{x}<a ${LINK}></a></span>`,
  ],
  [
    '<div data-math="block" data-latex="&quot; onmouseover=&quot;alert(1)">y</div>',
    '<div data-math="block" data-latex="&quot; onmouseover=&quot;alert(1)">" onmouseover="alert(1)</div>',
  ],
  [
    '<table style="x" onclick="y"><tr><td colspan="2" width="9">a</td></tr></table>',
    '<table><tr><td colspan="2">a</td></tr></table>',
  ],
  [
    '<a href="https://ok.example" target="_self" rel="opener" title="t">ok</a>',
    `<a href="https://ok.example" ${LINK}>ok</a>`,
  ],
];

describe('sanitizeRichText', () => {
  it.each(XSS_PAYLOADS)('neutralises %s', (payload, expected) => {
    expect(sanitizeRichText(payload)).toBe(expected);
  });

  it('keeps everything the editor makes as it wrote it', () => {
    const html =
      '<h2>Week 1</h2><h3>Reading</h3><h4>Aside</h4>' +
      '<p><strong>Bold</strong>, <em>italic</em>, <u>u</u>, <s>s</s>, <code>x</code><br />next</p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>' +
      '<blockquote><p>quote</p></blockquote><hr />' +
      '<pre><code class="language-r">summary(fit)</code></pre>' +
      '<pre><code class="language-bash">ls -l</code></pre>' +
      '<div data-callout="tip" role="note"><p>Try it</p></div>' +
      '<p>Odds <span data-math="inline" data-latex="\\frac{p}{1-p}">\\frac{p}{1-p}</span></p>' +
      '<div data-math="block" data-latex="\\sum_{i=1}^n x_i">\\sum_{i=1}^n x_i</div>' +
      '<table><tbody><tr><th colspan="1" rowspan="1" scope="col"><p>h</p></th></tr><tr><td><p>c</p></td></tr></tbody></table>' +
      `<img src="${IMAGE}" alt="ROC curve" loading="lazy" width="640" height="480" />` +
      `<p><a href="mailto:help@academy.test" ${LINK}>mail</a></p>`;
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("gives each header cell its scope: a column's in the head or first row, a row's below", () => {
    // A pandas DataFrame as a notebook shows it: column headers in the head, the index in rows.
    expect(
      sanitizeRichText(
        '<table><thead><tr><th></th><th>age</th></tr></thead>' +
          '<tbody><tr><th scope="col">0</th><td>54</td></tr><tr><th>1</th><td>61</td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><thead><tr><th scope="col"></th><th scope="col">age</th></tr></thead>' +
        '<tbody><tr><th scope="row">0</th><td>54</td></tr><tr><th scope="row">1</th><td>61</td></tr></tbody></table>',
    );
    // The editor's header row and header column, with no head; a second table starts again.
    expect(
      sanitizeRichText(
        '<table><tbody><tr><th>Test</th><th>Result</th></tr><tr><th scope="bogus">ALT</th><td>32</td></tr></tbody></table>' +
          '<table><tbody><tr><th>Drug</th></tr></tbody></table>',
      ),
    ).toBe(
      '<table><tbody><tr><th scope="col">Test</th><th scope="col">Result</th></tr><tr><th scope="row">ALT</th><td>32</td></tr></tbody></table>' +
        '<table><tbody><tr><th scope="col">Drug</th></tr></tbody></table>',
    );
  });

  it('moves older markup to the editor’s: h1, h5, b, i', () => {
    expect(sanitizeRichText('<h1>A</h1><h6>B</h6><b>c</b><i>d</i>')).toBe(
      '<h2>A</h2><h4>B</h4><strong>c</strong><em>d</em>',
    );
  });

  it('keeps players from the video hosts only, sandboxed, in their private form', () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe>',
    );
  });
});

describe('plain text', () => {
  it('becomes paragraphs and line breaks, escaped, nothing lost', () => {
    expect(plainTextToRichText('Dear class,\r\n\r\nRead <ch. 2> & 3\nby Friday.\n\n\n')).toBe(
      '<p>Dear class,</p><p>Read &#60;ch. 2&#62; &#38; 3<br />by Friday.</p>',
    );
    expect(richTextFromInput('a < b, plainly')).toBe('<p>a &#60; b, plainly</p>');
    expect(richTextFromInput('<p onclick="x">a</p>')).toBe('<p>a</p>');
  });

  it('comes back out of rich text for mails and reading time', () => {
    expect(richTextToPlainText('<h2>T</h2><p>a &amp; b<br />c</p><ul><li>d</li></ul>')).toBe(
      'T\na & b\nc\nd',
    );
  });

  it('tells empty markup from content', () => {
    expect(hasVisibleContent('<p> </p><p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleContent('<div data-math="block" data-latex="x"></div>')).toBe(true);
  });
});

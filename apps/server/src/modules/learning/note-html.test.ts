import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeNoteHtml } from './note-html.ts';

const LINK_REL = 'target="_blank" rel="noopener noreferrer nofollow"';

/** Payloads from the usual XSS cheat sheets, each with what must be left of it. */
const XSS_PAYLOADS: [string, string][] = [
  ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
  ['<SCRIPT SRC=https://evil.example/x.js></SCRIPT>', ''],
  ['<img src=x onerror=alert(1)>', ''],
  [
    '<img src="https://img.example/a.png" onerror="alert(1)" onload="alert(2)">',
    '<img src="https://img.example/a.png" loading="lazy" />',
  ],
  ['<a href="javascript:alert(1)">x</a>', `<a ${LINK_REL}>x</a>`],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', `<a ${LINK_REL}>x</a>`],
  ['<a href="&#106;avascript:alert(1)">x</a>', `<a ${LINK_REL}>x</a>`],
  ['<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>', `<a ${LINK_REL}>x</a>`],
  ['<a href="jav&#x09;ascript:alert(1)">x</a>', `<a ${LINK_REL}>x</a>`],
  ['<a href=" javascript:alert(1)">x</a>', `<a ${LINK_REL}>x</a>`],
  ['<a href="vbscript:msgbox(1)">x</a>', `<a ${LINK_REL}>x</a>`],
  [
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
    `<a ${LINK_REL}>d</a>`,
  ],
  ['<a href="//evil.example/">p</a>', `<a ${LINK_REL}>p</a>`],
  ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
  ['<img src="javascript:alert(1)">', ''],
  ['<svg onload=alert(1)><circle r="1"/></svg>', ''],
  ['<svg><script>alert(1)</script></svg>', ''],
  ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>', 'm'],
  ['<iframe src="https://evil.example/embed"></iframe>', ''],
  ['<iframe src="javascript:alert(1)"></iframe>', ''],
  ['<iframe src="//www.youtube.com/embed/x"></iframe>', ''],
  ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
  ['<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
  ['<div style="width: expression(alert(1))">e</div>', 'e'],
  ['<style>body{background:url(javascript:alert(1))}</style><p>t</p>', '<p>t</p>'],
  ['<link rel="stylesheet" href="https://evil.example/x.css"><p>t</p>', '<p>t</p>'],
  ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ['<body onload=alert(1)>b</body>', 'b'],
  ['<form action="https://evil.example"><input name="q"><button>Go</button></form>', 'Go'],
  ['<object data="https://evil.example/x.swf"></object><embed src="x.swf">', ''],
  ['<base href="https://evil.example/">', ''],
  ['<p onclick="alert(1)" onmouseover="alert(2)">hover</p>', '<p>hover</p>'],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
  ['<h2 class="x" id="y">T</h2>', '<h2>T</h2>'],
  ['<code class="language-python evil">x</code>', '<code class="language-python">x</code>'],
  [
    '<a href="https://ok.example" target="_self" rel="opener">ok</a>',
    `<a href="https://ok.example" ${LINK_REL}>ok</a>`,
  ],
];

describe('sanitizeNoteHtml', () => {
  it.each(XSS_PAYLOADS)('neutralises %s', (payload, expected) => {
    expect(sanitizeNoteHtml(payload)).toBe(expected);
  });

  it('keeps the allowed formatting, links and images as written', () => {
    const html =
      '<h2>Week 1</h2><h3>Reading</h3><p><strong>Bold</strong>, <em>italic</em>, <u>u</u>, <s>s</s>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>quote</blockquote>' +
      '<pre><code class="language-r">summary(fit)</code></pre><hr />' +
      '<p><a href="mailto:help@academy.test">mail</a></p>';
    expect(sanitizeNoteHtml(html)).toBe(
      '<h2>Week 1</h2><h3>Reading</h3><p><strong>Bold</strong>, <em>italic</em>, <u>u</u>, <s>s</s>.</p>' +
        '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>quote</blockquote>' +
        '<pre><code class="language-r">summary(fit)</code></pre><hr />' +
        `<p><a href="mailto:help@academy.test" ${LINK_REL}>mail</a></p>`,
    );
  });

  it('keeps players from the video hosts only, sandboxed, lazy and in their private form', () => {
    const frame = (src: string) =>
      `<iframe src="${src}" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe>`;
    const cases: [string, string][] = [
      ['https://www.youtube-nocookie.com/embed/abc', 'https://www.youtube-nocookie.com/embed/abc'],
      [
        'https://www.youtube.com/embed/abc?start=30',
        'https://www.youtube-nocookie.com/embed/abc?start=30',
      ],
      ['https://youtube.com/embed/abc', 'https://www.youtube-nocookie.com/embed/abc'],
      ['https://player.vimeo.com/video/42', 'https://player.vimeo.com/video/42?dnt=1'],
      [
        'https://player.vimeo.com/video/42?h=9f&amp;dnt=0',
        'https://player.vimeo.com/video/42?h=9f&amp;dnt=1',
      ],
    ];
    for (const [written, stored] of cases) {
      expect(sanitizeNoteHtml(`<iframe src="${written}" onload="x()"></iframe>`)).toBe(
        frame(stored),
      );
    }
    expect(sanitizeNoteHtml('<iframe src="https://www.youtube.com.evil.example/x"></iframe>')).toBe(
      '',
    );
    expect(sanitizeNoteHtml('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe('');
  });

  it('keeps images by https address only, as the page loads no other', () => {
    expect(sanitizeNoteHtml('<p>a<img src="http://img.example/a.png" alt="x" /></p>')).toBe(
      '<p>a</p>',
    );
  });
});

describe('hasVisibleContent', () => {
  it('is false for markup without text, image or player', () => {
    expect(hasVisibleContent('')).toBe(false);
    expect(hasVisibleContent('<p> &nbsp; </p><ul><li></li></ul>')).toBe(false);
    expect(hasVisibleContent('<p>x</p>')).toBe(true);
    expect(hasVisibleContent('<img src="https://img.example/a.png" />')).toBe(true);
  });
});

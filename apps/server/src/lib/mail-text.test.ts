import { describe, expect, it } from 'vitest';
import { mailParts, oneLine } from './mail-text.ts';

describe('mailParts', () => {
  it('shows the same blocks in the text and the HTML part, escaping every word in the HTML', () => {
    const { text, html } = mailParts([
      'Hello <Rahim>,',
      { heading: 'Week 3 & 4' },
      { asWritten: 'Line one\nLine "two"' },
      { list: ['Monday', 'Tuesday'] },
      { facts: [['From', 'A <a@example.com>']] },
      {
        link: 'https://academy.test/x?a=1&b=2',
        label: 'Open',
        sentence: 'Open it: https://academy.test/x?a=1&b=2',
      },
    ]);
    expect(text).toBe(
      [
        'Hello <Rahim>,',
        'Week 3 & 4',
        'Line one\nLine "two"',
        '- Monday\n- Tuesday',
        'From: A <a@example.com>',
        'Open it: https://academy.test/x?a=1&b=2',
      ].join('\n\n'),
    );
    expect(html).toBe(
      [
        '<p>Hello &lt;Rahim&gt;,</p>',
        '<h2>Week 3 &amp; 4</h2>',
        '<p style="white-space: pre-wrap">Line one\nLine &quot;two&quot;</p>',
        '<ul><li>Monday</li><li>Tuesday</li></ul>',
        '<p>\n<strong>From:</strong> A &lt;a@example.com&gt;\n</p>',
        '<p><a href="https://academy.test/x?a=1&amp;b=2">Open</a></p>',
      ].join('\n'),
    );
  });

  it('keeps a subject on one line', () => {
    expect(oneLine('New announcement:\nline two\t end')).toBe('New announcement: line two end');
  });
});

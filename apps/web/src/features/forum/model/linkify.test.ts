import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http and https addresses into links, keeping the text around them', () => {
    expect(linkify('See https://scikit-learn.org/stable/ and http://example.com/a?b=1.')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://scikit-learn.org/stable/',
        href: 'https://scikit-learn.org/stable/',
      },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://example.com/a?b=1', href: 'http://example.com/a?b=1' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves other schemes and markup as plain text', () => {
    const text = 'javascript:alert(1) <a href="x">x</a> ftp://files.example.com';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('keeps line breaks in the text', () => {
    expect(linkify('line one\nline two')).toEqual([{ kind: 'text', text: 'line one\nline two' }]);
  });
});

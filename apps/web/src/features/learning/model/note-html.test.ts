import { describe, expect, it } from 'vitest';
import { hasNoteContent } from './note-html';

describe('hasNoteContent', () => {
  it('treats what an emptied editor leaves behind as empty', () => {
    for (const html of ['', '<br>', '<p></p>', '<div><br></div>', '<p>&nbsp; </p>']) {
      expect(hasNoteContent(html)).toBe(false);
    }
  });

  it('counts text, images and players', () => {
    expect(hasNoteContent('<p>Read chapter 2</p>')).toBe(true);
    expect(hasNoteContent('<img src="https://img.example/a.png">')).toBe(true);
    expect(hasNoteContent('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe(true);
  });
});

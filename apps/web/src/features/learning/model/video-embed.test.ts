import { describe, expect, it } from 'vitest';
import { toVideoEmbed, withAutoplay } from './video-embed';

const youtube = (id: string, extra = '') => ({
  kind: 'youtube',
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}?rel=0${extra}`,
});

describe('toVideoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&index=2', youtube('dQw4w9WgXcQ')],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://youtu.be/dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', youtube('dQw4w9WgXcQ', '&start=90')],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', youtube('dQw4w9WgXcQ', '&start=90')],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['  https://youtu.be/dQw4w9WgXcQ  ', youtube('dQw4w9WgXcQ')],
  ])('YouTube %s → the no-cookie player', (link, expected) => {
    expect(toVideoEmbed(link)).toEqual(expected);
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?dnt=1',
    ],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://vimeo.com/76979871/abc123def',
      'https://player.vimeo.com/video/76979871?h=abc123def&dnt=1',
    ],
  ])('Vimeo %s → player.vimeo.com with dnt=1', (link, embedUrl) => {
    expect(toVideoEmbed(link)).toEqual({ kind: 'vimeo', embedUrl });
  });

  it('plays direct video files in the page', () => {
    expect(toVideoEmbed('https://cdn.example.org/lectures/week1.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.org/lectures/week1.mp4',
    });
    expect(toVideoEmbed('https://cdn.example.org/a.WEBM?token=1')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.org/a.WEBM?token=1',
    });
  });

  it('links a video file over plain http, which the page could not load', () => {
    expect(toVideoEmbed('http://cdn.example.org/lectures/week1.mp4')).toEqual({
      kind: 'link',
      href: 'http://cdn.example.org/lectures/week1.mp4',
    });
  });

  it('links anything else on the web, and drops what is not a web address', () => {
    expect(toVideoEmbed('https://videos.example.org/1')).toEqual({
      kind: 'link',
      href: 'https://videos.example.org/1',
    });
    // Not quite YouTube: a bad id, a channel page, a look-alike host.
    expect(toVideoEmbed('https://www.youtube.com/watch?v=short')?.kind).toBe('link');
    expect(toVideoEmbed('https://www.youtube.com/@channel')?.kind).toBe('link');
    expect(toVideoEmbed('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')?.kind).toBe('link');
    expect(toVideoEmbed('https://vimeo.com/about')?.kind).toBe('link');
    for (const unsafe of ['javascript:alert(1)', 'data:video/mp4;base64,AAAA', 'not a url', '']) {
      expect(toVideoEmbed(unsafe)).toBeNull();
    }
  });

  it('adds autoplay once the reader clicked play', () => {
    expect(withAutoplay('https://player.vimeo.com/video/1?dnt=1')).toBe(
      'https://player.vimeo.com/video/1?dnt=1&autoplay=1',
    );
  });
});

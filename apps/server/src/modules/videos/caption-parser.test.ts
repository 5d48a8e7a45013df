import { describe, expect, it } from 'vitest';
import { parseCaptions, toWebVtt } from './caption-parser.ts';

describe('caption files', () => {
  it('reads SRT and writes it as WebVTT', () => {
    const srt =
      '1\r\n00:00:00,500 --> 00:00:02,000\r\nHello\r\n\r\n2\r\n00:00:02,500 --> 00:00:04,000\r\nতথ্য\r\nদুই লাইন\r\n';
    const parsed = parseCaptions(srt);
    expect(parsed).toEqual({
      cues: [
        { start: 0.5, end: 2, text: 'Hello' },
        { start: 2.5, end: 4, text: 'তথ্য\nদুই লাইন' },
      ],
    });
    expect(toWebVtt((parsed as { cues: never[] }).cues)).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHello\n\n00:00:02.500 --> 00:00:04.000\nতথ্য\nদুই লাইন\n',
    );
  });

  it('reads WebVTT with a header, notes, ids and cue settings', () => {
    const vtt =
      'WEBVTT - lesson\nKind: captions\n\nNOTE written by hand\nover two lines\n\nintro\n00:01.000 --> 00:02.500 align:start\nFirst\n';
    expect(parseCaptions(vtt)).toEqual({ cues: [{ start: 1, end: 2.5, text: 'First' }] });
  });

  it('refuses a malformed file with the line it fails on', () => {
    expect(parseCaptions('WEBVTT\n\n00:00:01.000 -> 00:00:02.000\nHi\n')).toEqual({
      error: 'Line 3: expected a time range such as 00:01:02.500 --> 00:01:04.000.',
    });
    expect(parseCaptions('1\n00:00:03,000 --> 00:00:02,000\nBackwards\n')).toEqual({
      error: 'Line 2: the caption ends before it starts.',
    });
    expect(parseCaptions('1\n00:00:01,000 --> 00:00:02,000\n\n')).toEqual({
      error: 'Line 1: the caption has no text.',
    });
    expect(parseCaptions('WEBVTT\n\n')).toEqual({ error: 'The file has no captions.' });
    expect(parseCaptions('%PDF-1.4 binary')).toEqual({
      error: 'Line 1: expected a time range such as 00:01:02.500 --> 00:01:04.000.',
    });
  });
});

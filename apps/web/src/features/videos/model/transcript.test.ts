import { describe, expect, it } from 'vitest';
import { activeCueIndex, countMatches, parseTranscript, splitMatches } from './transcript';

const vtt = `WEBVTT

NOTE made by the caption parser

1
00:00:00.000 --> 00:00:03.000 align:start
<v Rina>Prediction &amp; causation</v>

00:03.000 --> 00:00:06.500
A test pattern
and a 440 Hz tone.
`;

describe('transcript', () => {
  it('reads the cues of a WebVTT file without notes, settings or tags', () => {
    expect(parseTranscript(vtt)).toEqual([
      { start: 0, end: 3, text: 'Prediction & causation' },
      { start: 3, end: 6.5, text: 'A test pattern and a 440 Hz tone.' },
    ]);
  });

  it('finds the cue playing now, and none after the last', () => {
    const cues = parseTranscript(vtt);
    expect(activeCueIndex(cues, 0)).toBe(0);
    expect(activeCueIndex(cues, 3)).toBe(1);
    expect(activeCueIndex(cues, 7)).toBeNull();
  });

  it('cuts a cue into matching parts, whatever the case', () => {
    expect(splitMatches('A test pattern, a Test', 'test')).toEqual([
      { text: 'A ', match: false },
      { text: 'test', match: true },
      { text: ' pattern, a ', match: false },
      { text: 'Test', match: true },
    ]);
    expect(splitMatches('একটি পরীক্ষামূলক ছবি', 'ছবি')).toEqual([
      { text: 'একটি পরীক্ষামূলক ', match: false },
      { text: 'ছবি', match: true },
    ]);
    expect(countMatches(parseTranscript(vtt), 'a')).toBe(6);
    expect(countMatches(parseTranscript(vtt), '  ')).toBe(0);
  });
});

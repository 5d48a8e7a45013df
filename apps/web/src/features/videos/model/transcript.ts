/** One caption cue of a transcript: when it plays and what it says (tags removed). */
export type TranscriptCue = { start: number; end: number; text: string };

const TIME = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{3})$/;

function seconds(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, secs, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/**
 * The cues of a WebVTT file (the server stores every caption track as WebVTT), in order. Notes,
 * styles and regions are skipped; a cue's lines are joined with a space and its tags removed.
 */
export function parseTranscript(vtt: string): TranscriptCue[] {
  const cues: TranscriptCue[] = [];
  const blocks = vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const [from = '', rest = ''] = lines[timing]!.split('-->');
    const start = seconds(from);
    const end = seconds(rest.trim().split(/\s+/)[0] ?? '');
    if (start === null || end === null) continue;
    const text = decodeEntities(
      lines
        .slice(timing + 1)
        .join(' ')
        .replace(/<[^>]*>/g, ''),
    )
      .replace(/\s+/g, ' ')
      .trim();
    if (text) cues.push({ start, end, text });
  }
  return cues;
}

/** The cue playing at `time`: the last one started by then and not yet over; null between cues. */
export function activeCueIndex(cues: TranscriptCue[], time: number): number | null {
  for (let index = cues.length - 1; index >= 0; index -= 1) {
    const cue = cues[index]!;
    if (cue.start <= time && time < cue.end) return index;
  }
  return null;
}

/** A cue's text cut into plain and matching parts of a search (case-insensitive). */
export function splitMatches(text: string, query: string): { text: string; match: boolean }[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLocaleLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** How many times a search occurs in the transcript. */
export const countMatches = (cues: TranscriptCue[], query: string) =>
  cues.reduce(
    (sum, cue) => sum + splitMatches(cue.text, query).filter((part) => part.match).length,
    0,
  );

import { captionMessages } from '@academy/contract/videos';

/** One caption: seconds from the start of the video, and its text lines. */
export type Cue = { start: number; end: number; text: string };

export type ParsedCaptions = { cues: Cue[] } | { error: string };

const TIME = String.raw`(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{3})`;
const TIMING = new RegExp(String.raw`^${TIME}\s+-->\s+${TIME}(?:\s+.*)?$`);

const seconds = (hours: string | undefined, minutes: string, secs: string, millis: string) =>
  Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;

const atLine = (message: string, line: number) => message.replace('{line}', String(line));

/**
 * Reads a WebVTT or SRT file (the file says which: WebVTT starts with `WEBVTT`). Refuses it with
 * the first line it fails on: a timing line that is not a time range, a cue that ends before it
 * starts or has no text. NOTE, STYLE and REGION blocks of WebVTT are skipped.
 */
export function parseCaptions(text: string): ParsedCaptions {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const isVtt = /^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '');
  let index = isVtt ? 1 : 0;
  // The WebVTT header runs until the first blank line.
  if (isVtt) while (index < lines.length && lines[index]!.trim() !== '') index += 1;
  const cues: Cue[] = [];
  while (index < lines.length) {
    while (index < lines.length && lines[index]!.trim() === '') index += 1;
    if (index >= lines.length) break;
    const blockStart = index;
    const first = lines[index]!.trim();
    if (isVtt && /^(NOTE|STYLE|REGION)(\s|$)/.test(first)) {
      while (index < lines.length && lines[index]!.trim() !== '') index += 1;
      continue;
    }
    // An identifier (SRT's number, WebVTT's optional id) may stand before the timing line.
    const next = (lines[index + 1] ?? '').trim();
    const isIdentifier = !first.includes('-->') && (next.includes('-->') || /^\d+$/.test(first));
    const timingLine = isIdentifier ? index + 1 : index;
    const timing = TIMING.exec((lines[timingLine] ?? '').trim());
    if (!timing) return { error: atLine(captionMessages.badTiming, timingLine + 1) };
    const start = seconds(timing[1], timing[2]!, timing[3]!, timing[4]!);
    const end = seconds(timing[5], timing[6]!, timing[7]!, timing[8]!);
    if (end <= start) return { error: atLine(captionMessages.endsBeforeStart, timingLine + 1) };
    index = timingLine + 1;
    const textLines: string[] = [];
    while (index < lines.length && lines[index]!.trim() !== '') {
      textLines.push(lines[index]!.trim());
      index += 1;
    }
    if (textLines.length === 0) return { error: atLine(captionMessages.noText, blockStart + 1) };
    cues.push({ start, end, text: textLines.join('\n') });
  }
  if (cues.length === 0) return { error: captionMessages.empty };
  return { cues };
}

function vttTime(value: number): string {
  const millis = Math.round(value * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/** The cues as a WebVTT file, what the player's <track> reads whichever format was uploaded. */
export function toWebVtt(cues: Cue[]): string {
  const blocks = cues.map((cue) => `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

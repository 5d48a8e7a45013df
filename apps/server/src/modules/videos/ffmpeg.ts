import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { VideoFailureReason } from '@academy/contract/videos';
import { readProbe, type ProbedVideo } from './ladder-plan.ts';

const run = promisify(execFile);

/** The ffmpeg and ffprobe binaries (FFMPEG_PATH, FFPROBE_PATH). */
export type Transcoder = { ffmpegPath: string; ffprobePath: string };

/** ffmpeg ran and refused the input (a damaged stream); the job fails it for good. */
export class TranscodeRefusedError extends Error {
  override name = 'TranscodeRefusedError';
}

const availability = new Map<string, Promise<boolean>>();

/** Whether both binaries answer `-version`; asked once per process and path. */
export function isTranscodingAvailable(transcoder: Transcoder): Promise<boolean> {
  const key = `${transcoder.ffmpegPath}\u0000${transcoder.ffprobePath}`;
  let answer = availability.get(key);
  if (!answer) {
    answer = Promise.all([
      run(transcoder.ffmpegPath, ['-version'], { timeout: 10_000 }),
      run(transcoder.ffprobePath, ['-version'], { timeout: 10_000 }),
    ]).then(
      () => true,
      () => false,
    );
    availability.set(key, answer);
  }
  return answer;
}

/** Reads a file's container and streams by their content, never its name. */
export async function probeVideo(
  transcoder: Transcoder,
  file: string,
): Promise<{ video: ProbedVideo } | { failure: VideoFailureReason }> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      transcoder.ffprobePath,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
    ));
  } catch (error) {
    // ffprobe missing is the machine's fault, not the file's: the job is retried.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return { failure: 'not_video' };
  }
  try {
    return readProbe(JSON.parse(stdout));
  } catch {
    return { failure: 'not_video' };
  }
}

/**
 * Runs ffmpeg at the lowest CPU priority (`nice -n 19`), so pages stay fast while it works,
 * reporting the seconds of output written so far. A non-zero exit is a refused input; a kill
 * by a signal (a stopping worker) is an ordinary error, retried.
 */
export function runFfmpeg(
  transcoder: Transcoder,
  args: string[],
  onSeconds: (seconds: number) => void = () => {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'nice',
      ['-n', '19', transcoder.ffmpegPath, ...args],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const exit = error as NodeJS.ErrnoException & { code?: number | string; signal?: string };
        if (typeof exit.code === 'number' && !exit.signal) {
          return reject(new TranscodeRefusedError(String(stderr).trim().slice(-2000)));
        }
        reject(error);
      },
    );
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const found = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (found) onSeconds(Number(found[1]) / 1_000_000);
      }
    });
  });
}

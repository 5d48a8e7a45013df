import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A short generated clip (ffmpeg's test pattern and a tone), small so tests stay fast on two
 * cores. `container` picks the format by the file name's extension.
 */
export async function makeClip(
  file: string,
  options: { seconds?: number; width?: number; height?: number; audio?: boolean } = {},
): Promise<void> {
  const { seconds = 3, width = 426, height = 240, audio = true } = options;
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${width}x${height}:rate=24:duration=${seconds}`,
    ...(audio
      ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`]
      : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(audio ? ['-c:a', 'aac', '-shortest'] : []),
    file,
  ]);
}

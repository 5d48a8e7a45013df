import {
  AUDIO_RENDITION,
  VIDEO_MAX_SECONDS,
  videoRungs,
  type VideoFailureReason,
  type VideoRenditionName,
} from '@academy/contract/videos';

/**
 * Pure planning of a transcode: what ffprobe said about a file, whether it is accepted, and the
 * ffmpeg arguments of its HLS ladder (docs/decisions/037-hosted-video-streaming.md).
 */

/** What the ladder needs from ffprobe's `-show_format -show_streams` answer. */
export type ProbedVideo = {
  durationSeconds: number;
  /** As displayed: a phone video shot upright is taller than wide. */
  width: number;
  height: number;
  hasAudio: boolean;
};

/** Containers accepted, as ffprobe names them in `format_name`. */
const ACCEPTED_FORMATS = ['mov', 'mp4', 'matroska', 'webm'];

type ProbeStream = {
  codec_type?: string;
  width?: number;
  height?: number;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
};
type ProbeAnswer = {
  format?: { format_name?: string; duration?: string };
  streams?: ProbeStream[];
};

/** ffprobe's JSON to what the ladder needs, or why the file is refused. */
export function readProbe(
  answer: ProbeAnswer,
): { video: ProbedVideo } | { failure: VideoFailureReason } {
  const formats = (answer.format?.format_name ?? '').split(',');
  if (!formats.some((format) => ACCEPTED_FORMATS.includes(format))) return { failure: 'not_video' };
  const streams = answer.streams ?? [];
  const picture = streams.find(
    (stream) =>
      stream.codec_type === 'video' &&
      !stream.disposition?.attached_pic &&
      (stream.width ?? 0) > 0 &&
      (stream.height ?? 0) > 0,
  );
  if (!picture) return { failure: 'not_video' };
  const durationSeconds = Number(answer.format?.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return { failure: 'not_video' };
  if (durationSeconds > VIDEO_MAX_SECONDS) return { failure: 'too_long' };
  const rotation = Math.abs(
    Number(picture.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0) ||
      Number(picture.tags?.rotate ?? 0),
  );
  const turned = rotation % 180 === 90;
  return {
    video: {
      durationSeconds,
      width: turned ? picture.height! : picture.width!,
      height: turned ? picture.width! : picture.height!,
      hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    },
  };
}

export type PlannedRendition = {
  name: VideoRenditionName;
  /** Null for the audio-only rendition. */
  width: number | null;
  height: number | null;
  videoKbps: number;
  audioKbps: number;
  /** Peak bits per second for the master playlist. */
  bandwidth: number;
  codecs: string;
};

/** Speech, mostly: 64 kbit/s AAC keeps a lecture clear and leaves the picture the rest. */
const AUDIO_KBPS = 64;
const AUDIO_ONLY_KBPS = 64;
/** H.264 Main profile, level 3.1, and AAC-LC. */
const VIDEO_CODEC = 'avc1.4d401f';
const AUDIO_CODEC = 'mp4a.40.2';
/** Target segment length; keyframes are forced on it, so segments come out 4-6 s long. */
export const SEGMENT_SECONDS = 4;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * The rungs for a source: every rung no taller (on its short side) than the source, at least the
 * lowest one (made at the source's own size when smaller), and the audio-only rendition when the
 * source has sound.
 */
export function planLadder(video: ProbedVideo): PlannedRendition[] {
  const shortSide = Math.min(video.width, video.height);
  const longSide = Math.max(video.width, video.height);
  const upright = video.height > video.width;
  const fitting = videoRungs.filter((rung) => rung.height <= shortSide);
  const rungs = fitting.length > 0 ? fitting : [videoRungs[0]];
  const audioKbps = video.hasAudio ? AUDIO_KBPS : 0;
  const renditions: PlannedRendition[] = rungs.map((rung) => {
    const short = Math.min(rung.height, even(shortSide));
    const long = even((longSide * short) / shortSide);
    return {
      name: rung.name,
      width: upright ? short : long,
      height: upright ? long : short,
      videoKbps: rung.videoKbps,
      audioKbps,
      bandwidth: Math.round((rung.videoKbps * 1.1 + audioKbps) * 1000),
      codecs: video.hasAudio ? `${VIDEO_CODEC},${AUDIO_CODEC}` : VIDEO_CODEC,
    };
  });
  if (video.hasAudio) {
    renditions.push({
      name: AUDIO_RENDITION,
      width: null,
      height: null,
      videoKbps: 0,
      audioKbps: AUDIO_ONLY_KBPS,
      bandwidth: AUDIO_ONLY_KBPS * 1000,
      codecs: AUDIO_CODEC,
    });
  }
  return renditions;
}

/**
 * ffmpeg's arguments for the whole ladder in one decode: the picture split once per rung, each
 * encoded with H.264 and keyframes every SEGMENT_SECONDS, sound as AAC, written as VOD HLS into
 * `outputDir/<rendition>/index.m3u8` with MPEG-TS segments; progress goes to stdout.
 */
export function ladderArguments(
  source: string,
  outputDir: string,
  renditions: PlannedRendition[],
): string[] {
  const pictures = renditions.filter((rendition) => rendition.height !== null);
  const sound = renditions.filter((rendition) => rendition.audioKbps > 0);
  const split = `[0:v:0]split=${pictures.length}${pictures.map((_, i) => `[s${i}]`).join('')}`;
  const scales = pictures.map((r, i) => `[s${i}]scale=${r.width}:${r.height},setsar=1[v${i}]`);
  const args = [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-i',
    source,
    '-filter_complex',
    [split, ...scales].join(';'),
  ];
  pictures.forEach((rendition, i) => {
    args.push(
      '-map',
      `[v${i}]`,
      `-c:v:${i}`,
      'libx264',
      `-b:v:${i}`,
      `${rendition.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(rendition.videoKbps * 1.1)}k`,
      `-bufsize:v:${i}`,
      `${rendition.videoKbps * 2}k`,
    );
  });
  args.push(
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
  );
  sound.forEach((rendition, i) => {
    args.push('-map', '0:a:0', `-c:a:${i}`, 'aac', `-b:a:${i}`, `${rendition.audioKbps}k`);
  });
  if (sound.length > 0) args.push('-ac', '2', '-ar', '48000');
  let audioIndex = 0;
  const streamMap = renditions.map((rendition) => {
    const parts: string[] = [];
    if (rendition.height !== null) parts.push(`v:${pictures.indexOf(rendition)}`);
    if (rendition.audioKbps > 0) parts.push(`a:${audioIndex++}`);
    parts.push(`name:${rendition.name}`);
    return parts.join(',');
  });
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_type',
    'mpegts',
    '-hls_segment_filename',
    `${outputDir}/%v/seg_%05d.ts`,
    '-var_stream_map',
    streamMap.join(' '),
    '-progress',
    'pipe:1',
    '-stats_period',
    '1',
    `${outputDir}/%v/index.m3u8`,
  );
  return args;
}

/** The thumbnail strip: one frame every `interval` seconds, at most 100, in a 10-wide grid. */
export function planThumbnails(durationSeconds: number) {
  const interval = Math.max(2, Math.ceil(durationSeconds / 100));
  const count = Math.max(1, Math.floor(durationSeconds / interval));
  const columns = Math.min(10, count);
  return { interval, count, columns, rows: Math.ceil(count / columns), width: 160, height: 90 };
}

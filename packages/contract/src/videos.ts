import { z } from 'zod';

/**
 * Hosted lesson videos (docs/decisions/037-hosted-video-streaming.md): an instructor
 * uploads a file with the tus protocol, a background job turns it into an HLS ladder, and the
 * lesson plays it once it is ready.
 */

/** Largest upload when VIDEO_MAX_BYTES is not set: 4 GB. */
export const VIDEO_MAX_BYTES_DEFAULT = 4 * 1024 * 1024 * 1024;
/** Longest video accepted: 6 hours. */
export const VIDEO_MAX_SECONDS = 6 * 60 * 60;
/** The path the tus endpoint answers (creation at the path, each upload below it). */
export const VIDEO_UPLOADS_PATH = '/api/video-uploads';

/** The HLS ladder: each video rung is made when the source is at least that tall. */
export const videoRungs = [
  { name: '240p', height: 240, videoKbps: 400 },
  { name: '360p', height: 360, videoKbps: 800 },
  { name: '480p', height: 480, videoKbps: 1400 },
  { name: '720p', height: 720, videoKbps: 2800 },
] as const;
/** The rendition without picture, for the weakest connections. */
export const AUDIO_RENDITION = 'audio';
export const videoRenditionNames = ['240p', '360p', '480p', '720p', AUDIO_RENDITION] as const;
export type VideoRenditionName = (typeof videoRenditionNames)[number];

export const videoStatuses = ['uploading', 'queued', 'processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof videoStatuses)[number];

/** Why a video could not be made, in words for the instructor (the web words it in Bangla too). */
export const videoFailureReasons = [
  'empty',
  'not_video',
  'too_long',
  'corrupt',
  'unavailable',
] as const;
export type VideoFailureReason = (typeof videoFailureReasons)[number];

export const videoFailureMessages: Record<VideoFailureReason, string> = {
  empty: 'The file is empty.',
  not_video: 'This file is not a video we can read (MP4, MOV, MKV or WebM).',
  too_long: 'The video is longer than 6 hours.',
  corrupt: 'The video could not be converted: its stream is damaged.',
  unavailable: 'The video was removed before it could be converted.',
};

export const videoMessages = {
  /** {max} is filled with the limit in gigabytes or megabytes. */
  tooLarge: 'The file is larger than {max}.',
  lengthRequired: 'The upload must say its size before it starts.',
  lessonRequired: 'Say which lesson the video belongs to.',
  uploadNotFound: 'This upload does not exist or is not yours.',
} as const;

/** A byte count as the tooLarge message says it ('4 GB', '300 MB'). */
export function formatVideoLimit(bytes: number): string {
  const gigabytes = bytes / 1024 ** 3;
  if (gigabytes >= 1 && Number.isInteger(gigabytes)) return `${gigabytes} GB`;
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

/** One hosted video of a lesson as its instructor sees it in the course editor. */
export const instructorVideoSchema = z.object({
  id: z.number().int(),
  status: z.enum(videoStatuses),
  /** 0-100 while processing; 100 once ready. */
  progress_percent: z.number().int(),
  failure_reason: z.enum(videoFailureReasons).nullable(),
  /** failure_reason in English words; null unless failed. */
  failure_message: z.string().nullable(),
  original_name: z.string(),
  size_bytes: z.number().int(),
  /** Seconds, from the file; null until probed. */
  duration_seconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  renditions: z.array(z.enum(videoRenditionNames)),
  created_at: z.string(),
});
export type InstructorVideo = z.infer<typeof instructorVideoSchema>;

/** GET /api/instructor-lessons/{id}/video/ */
export const lessonVideoStateSchema = z.object({
  lesson_id: z.number().int(),
  /** The video learners get: the latest ready one. */
  current: instructorVideoSchema.nullable(),
  /** A newer upload still uploading, converting, or failed (the current one keeps playing). */
  pending: instructorVideoSchema.nullable(),
  /** False when this server has no ffmpeg: uploads wait until a job worker with it takes them. */
  transcoding_available: z.boolean(),
  max_bytes: z.number().int(),
});
export type LessonVideoState = z.infer<typeof lessonVideoStateSchema>;

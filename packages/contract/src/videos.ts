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

/**
 * The HLS ladder: each video rung is made when the source is at least that tall. The lowest,
 * with its sound, fits a 400 kbit/s link (its peak, 250 × 1.1 + 64 kbit/s, is 339), as Apple's
 * HLS authoring specification starts its ladder near 145-365 kbit/s.
 */
export const videoRungs = [
  { name: '240p', height: 240, videoKbps: 250 },
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
  /** Its video plays for visitors on the course page. */
  is_free_preview: z.boolean(),
  /** The caption tracks of the current video. */
  captions: z.array(z.object({ language: z.enum(['en', 'bn']), cues: z.number().int() })),
  max_bytes: z.number().int(),
});
export type LessonVideoState = z.infer<typeof lessonVideoStateSchema>;

/** A lesson completes by itself once this share of its video has really been watched. */
export const VIDEO_COMPLETION_SHARE = 0.9;
/** Seconds between the player's progress reports while it plays. */
export const VIDEO_PROGRESS_SECONDS = 5;
/** Playback speeds the player offers. */
export const videoSpeeds = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** Fastest playback: watched time can grow no faster than this per second of wall time. */
export const VIDEO_MAX_SPEED = 2;

export const playbackMessages = {
  badAddress: 'This video address has expired or is not valid.',
  notEnrolled: 'Enrol in this course to watch its videos.',
  noVideo: 'This lesson has no video ready yet.',
} as const;

/** GET /api/lessons/{id}/video/: what the player needs for one viewer. */
export const lessonPlaybackSchema = z.object({
  lesson_id: z.number().int(),
  asset_id: z.number().int(),
  duration_seconds: z.number(),
  /** The viewer's master playlist; every address in it carries the same short-lived signature. */
  master_url: z.string(),
  /** The signature alone (`t=…`), for the player to lay on addresses when it is renewed. */
  token: z.string(),
  token_expires_at: z.string(),
  poster_url: z.string(),
  thumbnails: z
    .object({
      url: z.string(),
      columns: z.number().int(),
      rows: z.number().int(),
      count: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
      /** Seconds between two frames of the strip. */
      interval: z.number(),
    })
    .nullable(),
  renditions: z.array(
    z.object({
      name: z.enum(videoRenditionNames),
      height: z.number().int().nullable(),
      bandwidth: z.number().int(),
    }),
  ),
  captions: z.array(z.object({ language: z.enum(['en', 'bn']), url: z.string() })),
  /** Drawn over the picture, moving; null for a visitor watching a free preview. */
  watermark: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** Where this viewer stopped last time (0 for a first watch or a visitor). */
  resume_position_seconds: z.number(),
  /** Share of the video this viewer has really watched, 0-100. */
  watched_percent: z.number(),
  /** Whether progress reports count (signed-in viewers). */
  tracks_progress: z.boolean(),
});
export type LessonPlayback = z.infer<typeof lessonPlaybackSchema>;

/** POST /api/videos/{id}/progress/: where the player is and what it played since its last report. */
export const watchReportSchema = z.object({
  position_seconds: z.number().min(0).max(VIDEO_MAX_SECONDS),
  /** [start, end] second ranges played since the last report. */
  watched: z
    .array(z.tuple([z.number().min(0), z.number().min(0)]))
    .max(100)
    .default([]),
  /** True on the report that starts a play (counted in the video's plays). */
  started: z.boolean().default(false),
});
export type WatchReport = z.input<typeof watchReportSchema>;

export const watchProgressSchema = z.object({
  position_seconds: z.number(),
  watched_percent: z.number(),
  /** True once the lesson is complete for this learner (by watching, or marked before). */
  lesson_completed: z.boolean(),
});
export type WatchProgress = z.infer<typeof watchProgressSchema>;

/** PUT /api/instructor-lessons/{id}/video/preview/ */
export const freePreviewInputSchema = z.object({ is_free_preview: z.boolean() });
export const freePreviewSchema = z.object({
  lesson_id: z.number().int(),
  is_free_preview: z.boolean(),
});

/** Caption files: WebVTT or SRT, at most 1 MB, one per language. */
export const CAPTION_MAX_BYTES = 1024 * 1024;
export const captionLanguages = ['en', 'bn'] as const;
export type CaptionLanguage = (typeof captionLanguages)[number];

/** Why a caption file was refused; {line} is the 1-based line it fails on. */
export const captionMessages = {
  empty: 'The file has no captions.',
  notText: 'The file is not UTF-8 text.',
  tooLarge: 'The file is larger than 1 MB.',
  badTiming: 'Line {line}: expected a time range such as 00:01:02.500 --> 00:01:04.000.',
  endsBeforeStart: 'Line {line}: the caption ends before it starts.',
  noText: 'Line {line}: the caption has no text.',
  fileRequired: 'Choose a WebVTT or SRT file.',
} as const;

/** PUT /api/instructor-lessons/{id}/video/captions/{language}/ */
export const captionSavedSchema = z.object({
  lesson_id: z.number().int(),
  language: z.enum(captionLanguages),
  cues: z.number().int(),
});

/** Points of a video's retention curve: the middle of each twentieth of its length. */
export const VIDEO_RETENTION_POINTS = 20;

/**
 * GET /api/instructor-courses/{id}/video-insight/: per hosted video of the course (the one its
 * learners get now), what its learners did with it.
 */
export const courseVideoInsightSchema = z.object({
  course_id: z.number().int(),
  videos: z.array(
    z.object({
      lesson_id: z.number().int(),
      lesson_title: z.string(),
      asset_id: z.number().int(),
      duration_seconds: z.number(),
      /** Times a learner pressed play from the start of a visit. */
      plays: z.number().int(),
      /** Learners who played any of it. */
      unique_viewers: z.number().int(),
      /** Mean share of the video those learners really watched, 0-100 with one decimal. */
      average_watched_percent: z.number(),
      /**
       * VIDEO_RETENTION_POINTS points in order: at `at_seconds` (the middle of each twentieth),
       * the share of the viewers, 0-100 with one decimal, who watched that moment.
       */
      retention: z.array(
        z.object({ at_seconds: z.number(), viewers: z.number().int(), percent: z.number() }),
      ),
    }),
  ),
});
export type CourseVideoInsight = z.infer<typeof courseVideoInsightSchema>;

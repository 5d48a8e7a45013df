import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { videoFailureReasons, videoStatuses } from '@academy/contract/videos';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { userLanguage } from './enums.ts';
import { lessons } from './course-content.ts';

// Hosted lesson videos (docs/decisions/037-hosted-video-streaming.md). A lesson's learners get its
// latest ready asset; a newer upload is converted beside it, so a failed one never takes the
// playing video away. An asset whose lesson or course is gone keeps its row (lesson_id null)
// until the clean-up job has removed its files from media storage.

export const videoStatus = pgEnum('video_status', videoStatuses);
export const videoFailureReason = pgEnum('video_failure_reason', videoFailureReasons);

/** One uploaded video file and what was made of it. */
export const videoAssets = pgTable(
  'video_assets',
  {
    id: id(),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The tus upload's id (its address is /api/video-uploads/{upload_id}). */
    uploadId: text('upload_id').notNull(),
    status: videoStatus('status').notNull().default('uploading'),
    progressPercent: smallint('progress_percent').notNull().default(0),
    failureReason: videoFailureReason('failure_reason'),
    originalName: text('original_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Media-storage folder of everything made for it: `videos/<random>`. */
    storageKey: text('storage_key').notNull(),
    /** The uploaded file in media storage, kept until the ladder is published. */
    sourcePath: text('source_path'),
    durationSeconds: real('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    /** The thumbnail strip: a grid of `columns` frames, one every `interval` seconds. */
    thumbnails: jsonb('thumbnails').$type<{
      path: string;
      columns: number;
      rows: number;
      count: number;
      width: number;
      height: number;
      interval: number;
    }>(),
    posterPath: text('poster_path'),
    /** Set when the files are to be removed (replaced, failed, orphaned) by the clean-up job. */
    discardedAt: timestamptz('discarded_at'),
    readyAt: timestamptz('ready_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('video_assets_upload_id_unique').on(t.uploadId),
    index('video_assets_lesson_id_idx').on(t.lessonId, t.createdAt),
    index('video_assets_course_id_idx').on(t.courseId),
    index('video_assets_uploaded_by_idx').on(t.uploadedBy),
    check('video_assets_progress_range', sql`${t.progressPercent} between 0 and 100`),
    check('video_assets_size_non_negative', sql`${t.sizeBytes} >= 0`),
  ],
);

/** One rung of an asset's HLS ladder (or its audio-only rendition). */
export const videoRenditions = pgTable(
  'video_renditions',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => videoAssets.id, { onDelete: 'cascade' }),
    /** '240p' … '720p', or 'audio'. */
    name: text('name').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Peak bits per second, as the master playlist's BANDWIDTH says. */
    bandwidth: integer('bandwidth').notNull(),
    codecs: text('codecs').notNull(),
    /** Media-storage path of the rendition's playlist; its segments sit beside it. */
    playlistPath: text('playlist_path').notNull(),
  },
  (t) => [primaryKey({ name: 'video_renditions_pk', columns: [t.assetId, t.name] })],
);

/** A caption track of an asset, stored as WebVTT. */
export const videoCaptions = pgTable(
  'video_captions',
  {
    id: id(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => videoAssets.id, { onDelete: 'cascade' }),
    language: userLanguage('language').notNull(),
    path: text('path').notNull(),
    cueCount: integer('cue_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('video_captions_asset_language_unique').on(t.assetId, t.language)],
);

/**
 * Where a viewer is in a video and what they really watched: `watched` holds merged
 * [start, end] second ranges, grown only by heartbeats no faster than playback can go.
 */
export const videoWatchProgress = pgTable(
  'video_watch_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => videoAssets.id, { onDelete: 'cascade' }),
    positionSeconds: real('position_seconds').notNull().default(0),
    watched: jsonb('watched').$type<[number, number][]>().notNull().default([]),
    watchedSeconds: real('watched_seconds').notNull().default(0),
    plays: integer('plays').notNull().default(0),
    lastBeatAt: timestamptz('last_beat_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'video_watch_progress_pk', columns: [t.userId, t.assetId] }),
    index('video_watch_progress_asset_id_idx').on(t.assetId),
  ],
);

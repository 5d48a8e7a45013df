import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseLockedLesson } from '../cohorts/lesson-release.ts';
import { z } from 'zod';
import { pathIdField } from '@academy/contract/path-params';
import {
  captionLanguages,
  captionMessages,
  captionSavedSchema,
  freePreviewInputSchema,
  freePreviewSchema,
  lessonPlaybackSchema,
  playbackMessages,
  watchProgressSchema,
  watchReportSchema,
} from '@academy/contract/videos';
import { eq } from 'drizzle-orm';
import { lessons } from '../../db/schema/course-content.ts';
import { currentUser, identify, requireUser } from '../../lib/auth-guard.ts';
import {
  detailError,
  fieldError,
  forbidden,
  notAuthenticated,
  notFound,
} from '../../lib/http-errors.ts';
import { CAPTIONS_FIELD, saveCaptions } from './caption-service.ts';
import { canManageLessonVideo, canWatchLessonVideo } from './policies.ts';
import {
  findLessonAccess,
  findPlayingVideo,
  findViewer,
  findWatchProgress,
} from './playback-queries.ts';
import { createPlaybackTokens } from './playback-token.ts';
import { createVideoFiles } from './video-files.ts';
import { findLessonOwnership } from './video-queries.ts';
import { recordWatch } from './watch-service.ts';

const lessonParams = z.object({ lessonId: pathIdField });
const assetParams = z.object({ assetId: pathIdField });
const signedQuery = z.object({ t: z.string().max(100).default('') });
const tags = ['videos'];

/** Who may watch, the per-viewer signed playlists and files, and watch progress (decision 037). */
export const playbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = createPlaybackTokens(app.config.jwtSecret);
  const files = createVideoFiles(app.db, app.media);

  app.get(
    '/api/lessons/:lessonId/video/',
    {
      preHandler: [identify, refuseLockedLesson(app, 'lessonId')],
      schema: {
        tags,
        description:
          "The lesson's hosted video for this viewer: a master playlist whose addresses are " +
          'signed for them for 15 minutes, the poster, the thumbnail strip, captions, the ' +
          'watermark and where they stopped. Enrolled learners, the instructor and staff; ' +
          'anyone for a free preview. 401 for a visitor, 403 for anyone else; 404 when the ' +
          'lesson has no ready video.',
        params: lessonParams,
        response: { 200: lessonPlaybackSchema },
      },
    },
    async (request) => {
      const user = request.user;
      const lesson = await findLessonAccess(app.db, request.params.lessonId, user?.userId ?? null);
      if (!lesson) throw notFound();
      if (!canWatchLessonVideo(user, lesson)) {
        throw user ? forbidden(playbackMessages.notEnrolled) : notAuthenticated();
      }
      const video = await findPlayingVideo(app.db, lesson.id);
      if (!video) throw notFound(playbackMessages.noVideo);
      const { asset } = video;
      const viewerId = user?.userId ?? 0;
      const { token, expiresAt } = tokens.issue(asset.id, viewerId);
      const base = `/api/videos/${asset.id}`;
      const signed = (path: string) => `${base}/${path}?t=${token}`;
      const viewer = user ? await findViewer(app.db, user.userId) : null;
      const progress = user ? await findWatchProgress(app.db, user.userId, asset.id) : null;
      const duration = asset.durationSeconds ?? 0;
      return {
        lesson_id: lesson.id,
        asset_id: asset.id,
        duration_seconds: duration,
        master_url: signed('master.m3u8'),
        token,
        token_expires_at: new Date(expiresAt * 1000).toISOString(),
        poster_url: signed('poster.jpg'),
        thumbnails: asset.thumbnails
          ? {
              url: signed('thumbnails.jpg'),
              columns: asset.thumbnails.columns,
              rows: asset.thumbnails.rows,
              count: asset.thumbnails.count,
              width: asset.thumbnails.width,
              height: asset.thumbnails.height,
              interval: asset.thumbnails.interval,
            }
          : null,
        renditions: video.renditions
          .map((rendition) => ({
            name: rendition.name as 'audio',
            height: rendition.height,
            bandwidth: rendition.bandwidth,
          }))
          .sort((a, b) => a.bandwidth - b.bandwidth),
        captions: video.captions.map((caption) => ({
          language: caption.language,
          url: signed(`captions-${caption.language}.vtt`),
        })),
        watermark: viewer
          ? { name: `${viewer.firstName} ${viewer.lastName}`.trim(), email: viewer.email }
          : null,
        resume_position_seconds: progress?.positionSeconds ?? 0,
        watched_percent:
          progress && duration > 0
            ? Math.min(100, Math.round((progress.watchedSeconds / duration) * 1000) / 10)
            : 0,
        tracks_progress: user !== null,
      };
    },
  );

  const checkToken = (assetId: number, token: string) => {
    const viewer = tokens.check(assetId, token);
    if (viewer === null) throw detailError(403, playbackMessages.badAddress);
    return viewer;
  };

  app.get(
    '/api/videos/:assetId/:file',
    {
      schema: {
        tags,
        description:
          'A file of a video for the bearer of its signed address (`?t=`): `master.m3u8` (the ' +
          "viewer's variant playlist), `poster.jpg`, `thumbnails.jpg`, `captions-<en|bn>.vtt`. " +
          '403 for an expired, altered or other video’s signature; 404 for anything else.',
        params: assetParams.extend({ file: z.string().max(40) }),
        querystring: signedQuery,
      },
    },
    async (request, reply) => {
      const { assetId, file } = request.params;
      checkToken(assetId, request.query.t);
      return files.sendTopFile(reply, assetId, file, request.query.t);
    },
  );

  app.get(
    '/api/videos/:assetId/:rendition/:file',
    {
      schema: {
        tags,
        description:
          'A rendition of a video for the bearer of its signed address: `index.m3u8` (its ' +
          'playlist, every segment address signed alike, short-lived) or a segment ' +
          '(`seg_00000.ts`, immutable, cached for a year).',
        params: assetParams.extend({ rendition: z.string().max(10), file: z.string().max(40) }),
        querystring: signedQuery,
      },
    },
    async (request, reply) => {
      const { assetId, rendition, file } = request.params;
      checkToken(assetId, request.query.t);
      return files.sendRenditionFile(reply, assetId, rendition, file, request.query.t);
    },
  );

  app.post(
    '/api/videos/:assetId/progress/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security: [{ bearer: [] }],
        description:
          'Where the viewer is and the second ranges played since the last report (every 5 s ' +
          'and on leaving). New watched time counts no faster than 2× playback; at 90 % really ' +
          'watched an enrolled learner has the lesson completed.',
        params: assetParams,
        body: watchReportSchema,
        response: { 200: watchProgressSchema },
      },
    },
    async (request) =>
      recordWatch(
        app.db,
        currentUser(request),
        request.params.assetId,
        request.body,
        app.clock.now(),
      ),
  );

  app.put(
    '/api/instructor-lessons/:lessonId/video/captions/:language/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        description:
          'A WebVTT or SRT file (`captions`, at most 1 MB) for the lesson’s playing video in ' +
          'English or Bangla, replacing that language’s track; stored as WebVTT. 400 with the ' +
          'line a malformed file fails on. The course’s instructor or staff.',
        params: lessonParams.extend({ language: z.enum(captionLanguages) }),
        response: { 200: captionSavedSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lesson = await findLessonOwnership(app.db, request.params.lessonId);
      if (!lesson) throw notFound();
      if (!canManageLessonVideo(user, lesson)) throw forbidden();
      const video = await findPlayingVideo(app.db, lesson.id);
      if (!video) throw notFound(playbackMessages.noVideo);
      if (!request.isMultipart()) throw fieldError(CAPTIONS_FIELD, captionMessages.fileRequired);
      let bytes: Buffer | null = null;
      await app.uploads.hold(user.userId, async () => {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === CAPTIONS_FIELD) {
            bytes = await part.toBuffer();
          }
        }
      });
      if (!bytes) throw fieldError(CAPTIONS_FIELD, captionMessages.fileRequired);
      const cues = await saveCaptions(
        app.db,
        app.media,
        video.asset,
        request.params.language,
        bytes,
      );
      return { lesson_id: lesson.id, language: request.params.language, cues };
    },
  );

  app.put(
    '/api/instructor-lessons/:lessonId/video/preview/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        security: [{ bearer: [] }],
        description:
          'Marks a lesson as a free preview: its video plays for visitors on the course page. ' +
          "The course's instructor or staff.",
        params: lessonParams,
        body: freePreviewInputSchema,
        response: { 200: freePreviewSchema },
      },
      config: { changesCatalogue: true },
    },
    async (request) => {
      const lesson = await findLessonOwnership(app.db, request.params.lessonId);
      if (!lesson) throw notFound();
      if (!canManageLessonVideo(currentUser(request), lesson)) throw forbidden();
      await app.db
        .update(lessons)
        .set({ isFreePreview: request.body.is_free_preview })
        .where(eq(lessons.id, lesson.id));
      return { lesson_id: lesson.id, is_free_preview: request.body.is_free_preview };
    },
  );
};

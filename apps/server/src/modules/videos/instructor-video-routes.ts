import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { pathIdField } from '@academy/contract/path-params';
import { courseVideoInsightSchema, lessonVideoStateSchema } from '@academy/contract/videos';
import { videoCaptions } from '../../db/schema/videos.ts';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { managedCourse, requireCourseManager } from '../authoring/course-access.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { isTranscodingAvailable } from './ffmpeg.ts';
import { canManageLessonVideo } from './policies.ts';
import { presentInstructorVideo } from './video-presenter.ts';
import { getCourseVideoInsight } from './video-insight-service.ts';
import { findLessonOwnership, findLessonVideos } from './video-queries.ts';

const lessonParamsSchema = z.object({ lessonId: pathIdField });
const courseParamsSchema = z.object({ courseId: pathIdField });

/** What the course editor shows of a lesson's hosted video. */
export const instructorVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/instructor-lessons/:lessonId/video/',
    {
      preValidation: [requireUser],
      schema: {
        tags: ['videos'],
        security: [{ bearer: [] }],
        description:
          "A lesson's hosted video as its course's instructor or staff see it: the one learners " +
          'get, a newer upload (uploading, queued, processing with its per cent, or failed with ' +
          'a reason), whether this server can convert videos, and the upload limit in bytes.',
        params: lessonParamsSchema,
        response: { 200: lessonVideoStateSchema },
      },
    },
    async (request) => {
      const lesson = await findLessonOwnership(app.db, request.params.lessonId);
      if (!lesson) throw notFound();
      if (!canManageLessonVideo(currentUser(request), lesson)) throw forbidden();
      const { current, pending } = await findLessonVideos(app.db, lesson.id);
      const captions = current
        ? await app.db
            .select({ language: videoCaptions.language, cues: videoCaptions.cueCount })
            .from(videoCaptions)
            .where(eq(videoCaptions.assetId, current.id))
            .orderBy(videoCaptions.language)
        : [];
      return {
        lesson_id: lesson.id,
        current: current && presentInstructorVideo(current),
        pending: pending && presentInstructorVideo(pending),
        transcoding_available: await isTranscodingAvailable(app.config.video),
        is_free_preview: lesson.isFreePreview,
        captions,
        max_bytes: app.config.video.maxBytes,
      };
    },
  );

  app.get(
    '/api/instructor-courses/:courseId/video-insight/',
    {
      preValidation: [requireCourseManager],
      schema: {
        tags: ['videos'],
        security: [{ bearer: [] }],
        description:
          'Per hosted video of the course (the one its learners get now), in course order: ' +
          'plays, unique viewers, the mean share watched and a retention curve (the share of ' +
          'viewers who watched each twentieth). Only learner accounts count. For the course ' +
          'instructor and staff.',
        params: courseParamsSchema,
        response: { 200: courseVideoInsightSchema },
      },
    },
    async (request) => getCourseVideoInsight(app.db, managedCourse(request).id),
  );
};

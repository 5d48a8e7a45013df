import { courseIdParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseFormSchema,
  courseInsightSchema,
  courseSavedSchema,
  INSTRUCTOR_COURSES_PAGE_SIZE,
  instructorCourseDetailSchema,
  instructorCourseSchema,
  thumbnailSavedSchema,
} from '@academy/contract/authoring';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import { currentUser, requireRole } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/http-errors.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { managedCourse, requireCourseManager } from './course-access.ts';
import { presentCourseTree, presentInstructorCourse } from './course-presenter.ts';
import { findCourseTree, listInstructorCourses } from './course-queries.ts';
import { createCourse, updateCourse } from './course-service.ts';
import { readEditRequest } from './edit-request.ts';
import { presentCourseInsight } from './insight-presenter.ts';
import { getCourseInsight } from './insight-service.ts';
import { listsEveryCourse } from './policies.ts';
import { authoringRateLimits } from './rate-limits.ts';
import { replaceThumbnail, thumbnailCardPath } from './thumbnail-service.ts';

/** Instructor studio: courses, thumbnails, insight. */
export const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const studio = { tags: ['authoring'], security: [{ bearer: [] }] };

  app.post(
    '/api/create-course/',
    {
      preValidation: [requireRole('instructor', 'admin')],
      schema: {
        ...studio,
        description: 'The course form (same shape as edit); 201 with the new course id.',
        body: courseFormSchema,
        response: { 201: courseSavedSchema },
      },
      config: { changesCatalogue: true, rateLimit: authoringRateLimits.createCourse },
    },
    async (request, reply) => {
      const courseId = await createCourse(app.db, currentUser(request).userId, request.body);
      return reply.code(201).send({ course_id: courseId });
    },
  );

  app.put(
    '/api/edit-course/:courseId/',
    {
      preValidation: [requireCourseManager],
      schema: {
        ...studio,
        params: courseIdParamsSchema,
        consumes: ['application/json', 'multipart/form-data'],
        description:
          'JSON: the course form. multipart/form-data: a `thumbnail` image (JPEG, PNG or WebP, ' +
          'at least 640x360, at most 5 MB), stored as a 1280x720 WebP.',
        response: { 200: z.union([thumbnailSavedSchema, courseSavedSchema]) },
      },
      config: { changesCatalogue: true, rateLimit: authoringRateLimits.editCourse },
    },
    async (request) => {
      const course = managedCourse(request);
      const edit = await readEditRequest(request);
      if (edit.kind === 'form') {
        return {
          course_id: await updateCourse(app.db, currentUser(request), course.id, edit.form),
        };
      }
      let path: string;
      try {
        path = await replaceThumbnail(app.db, app.media, course.id, edit.image.file);
      } finally {
        await edit.image.remove();
      }
      return { course_id: course.id, thumbnail: path, thumbnail_card: thumbnailCardPath(path) };
    },
  );

  app.get(
    '/api/instructor-courses/',
    {
      preValidation: [requireRole('instructor', 'admin')],
      schema: {
        ...studio,
        querystring: pageQuerySchema,
        response: {
          200: z.union([z.array(instructorCourseSchema), pageSchema(instructorCourseSchema)]),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const instructorId = listsEveryCourse(user) ? null : user.userId;
      return listOrPage(
        request,
        INSTRUCTOR_COURSES_PAGE_SIZE,
        (window) => listInstructorCourses(app.db, instructorId, window),
        presentInstructorCourse,
      );
    },
  );

  app.get(
    '/api/instructor-course/:courseId/',
    {
      preValidation: [requireCourseManager],
      schema: {
        ...studio,
        params: courseIdParamsSchema,
        response: { 200: instructorCourseDetailSchema },
      },
    },
    async (request) => {
      const tree = await findCourseTree(app.db, managedCourse(request).id);
      if (!tree) throw notFound();
      return presentCourseTree(tree);
    },
  );

  app.get(
    '/api/instructor-courses/:courseId/insight/',
    {
      preValidation: [requireCourseManager],
      schema: { ...studio, params: courseIdParamsSchema, response: { 200: courseInsightSchema } },
    },
    async (request) =>
      presentCourseInsight(await getCourseInsight(app.db, managedCourse(request).id)),
  );
};

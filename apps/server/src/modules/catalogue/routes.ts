import { sql } from 'drizzle-orm';
import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categorySchema,
  courseDetailSchema,
  courseListItemSchema,
  courseListQuerySchema,
  discountEntrySchema,
  type CourseListItem,
} from '@academy/contract/catalogue';
import { pageQuerySchema, pageSchema, type Page } from '@academy/contract/pagination';
import { identify, identifyWith } from '../../lib/auth-guard.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { presentCategory } from './categories-presenter.ts';
import { listCategories } from './categories-service.ts';
import { getCourseDetail } from './course-detail-service.ts';
import { listCourses, listCoursesPage } from './course-list-service.ts';
import { listDiscounts, listDiscountsPage } from './discounts-service.ts';

/**
 * The bearer's look-up with the ids of the courses they are enrolled in, in one round trip
 * (served by the unique (user, course) index): with the courses cached, a signed-in catalogue
 * request needs nothing else from the database.
 */
const identifyReader = identifyWith<{ enrolled: number[] }>(
  sql`array(select e.course_id from enrollments e where e.user_id = u.id) as enrolled`,
);

type ListAnswer = CourseListItem[] | Page<CourseListItem>;

/** A shared list answer with is_enrolled (and isEnrolled) true on the reader's courses. */
function forReader(answer: ListAnswer, enrolledIds: number[]): ListAnswer {
  if (enrolledIds.length === 0) return answer;
  const enrolled = new Set(enrolledIds);
  const mark = (item: CourseListItem) =>
    enrolled.has(item.course_id) ? { ...item, is_enrolled: true, isEnrolled: true } : item;
  return Array.isArray(answer)
    ? answer.map(mark)
    : { ...answer, results: answer.results.map(mark) };
}

/** The earliest end of the discounts an answer shows: it must not be served from cache after. */
function earliestEnd(
  items: { discount?: { end_date: string | null } | null; end_date?: string | null }[],
) {
  let earliest: Date | null = null;
  for (const item of items) {
    const end = item.discount?.end_date ?? item.end_date ?? null;
    if (end !== null && (earliest === null || new Date(end) < earliest)) earliest = new Date(end);
  }
  return earliest;
}

/** The items of a plain or paginated answer. */
const listed = <T>(answer: T[] | Page<T>): T[] => (Array.isArray(answer) ? answer : answer.results);

/** Public catalogue calls (list-courses, discounts, course-details, categories). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogueCache;
  const cached = { onRequest: cache.serve };

  app.get(
    '/api/categories/',
    {
      ...cached,
      schema: { tags: ['catalogue'], response: { 200: z.array(categorySchema) } },
    },
    async () => (await listCategories(app.db)).map(presentCategory),
  );

  app.get(
    '/api/list-courses/',
    {
      ...cached,
      preHandler: identifyReader.hook,
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ['catalogue'],
        summary: 'Listed courses: a plain array, or with ?page= the paginated envelope',
        querystring: courseListQuerySchema,
        response: {
          200: z.union([pageSchema(courseListItemSchema), z.array(courseListItemSchema)]),
        },
      },
    },
    async (request) => {
      const { page } = request.query;
      // Everyone asking this URL gets the same courses; only is_enrolled depends on the reader.
      const answer = await cache.answer<ListAnswer>(
        request.url,
        () =>
          page === undefined
            ? listCourses(app.db, request.query)
            : listCoursesPage(app.db, { ...request.query, page }, request.url),
        (value) => earliestEnd(listed(value)),
      );
      if (!request.user) cache.expireAt(request, earliestEnd(listed(answer)));
      return forReader(answer, identifyReader.read(request)?.enrolled ?? []);
    },
  );

  app.get(
    '/api/course-details/:id/',
    {
      ...cached,
      preHandler: identify,
      schema: {
        tags: ['catalogue'],
        params: idParamsSchema,
        response: { 200: courseDetailSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const detail = await getCourseDetail(app.db, id, request.user);
      cache.expireAt(request, earliestEnd([detail]));
      return detail;
    },
  );

  app.get(
    '/api/discounts/',
    {
      ...cached,
      schema: {
        tags: ['catalogue'],
        summary: 'Discounts in force, one entry per course',
        querystring: pageQuerySchema,
        response: { 200: z.union([pageSchema(discountEntrySchema), z.array(discountEntrySchema)]) },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const answer =
        page === undefined
          ? await listDiscounts(app.db)
          : await listDiscountsPage(app.db, { page, page_size }, request.url);
      cache.expireAt(request, earliestEnd(listed(answer)));
      return answer;
    },
  );
};

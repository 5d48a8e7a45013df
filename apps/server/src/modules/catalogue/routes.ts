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
import { identify } from '../../lib/auth-guard.ts';
import { presentCategory } from './categories-presenter.ts';
import { listCategories } from './categories-service.ts';
import { getCourseDetail } from './course-detail-service.ts';
import { listCourses, listCoursesPage } from './course-list-service.ts';
import { listDiscounts, listDiscountsPage } from './discounts-service.ts';
import { identifyReader, serializeForReader, type ListAnswer } from './reader-enrolments.ts';

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
  // A signed-in reader of a kept list answer whose account row is kept (ADR 028 and 032) is
  // answered ahead of the framework too (ADR 030); any other goes through the route.
  cache.serveReadersFromMemory({
    reader: (authorization) => identifyReader.known(app, authorization),
    render: (answer, reader) => serializeForReader(answer as ListAnswer, reader.enrolled),
  });
  // Cached answers are served as stored bytes (catalogue-cache.ts): neither compressed nor tagged.
  const cached = {
    onRequest: cache.serve,
    onSend: cache.store,
    compress: false as const,
    config: { etag: false },
  };

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
      // The items come from the typed presenter; checking every page against the schema again
      // would cost more than finding it (docs/benchmarks.md).
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['catalogue'],
        summary: 'Listed courses: a plain array, or with ?page= the paginated envelope',
        querystring: courseListQuerySchema,
        response: {
          200: z.union([pageSchema(courseListItemSchema), z.array(courseListItemSchema)]),
        },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      // Everyone asking this URL gets the same courses; only is_enrolled depends on the reader.
      const answer = await cache.answer<CourseListItem[] | Page<CourseListItem>>(
        request.url,
        () =>
          page === undefined
            ? listCourses(app.db, request.query, app.catalogueSearch)
            : listCoursesPage(app.db, { ...request.query, page }, request.url, app.catalogueSearch),
        (value) => ({ expiry: earliestEnd(listed(value)), weight: listed(value).length }),
      );
      if (!request.user) cache.expireAt(request, earliestEnd(listed(answer)));
      // Joined from the items' JSON made before (reader-enrolments.ts); a string with a JSON
      // content type is sent as it is, past the serializer.
      reply.type('application/json; charset=utf-8');
      return serializeForReader(
        answer,
        identifyReader.read(request)?.enrolled ?? [],
      ) as unknown as typeof answer;
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

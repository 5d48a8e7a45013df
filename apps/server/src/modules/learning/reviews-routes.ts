import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  learningLimits,
  reviewDraftSchema,
  reviewSchema,
  reviewsPageSchema,
} from '@academy/contract/learning';
import { pageQuerySchema } from '@academy/contract/pagination';
import { currentUser, identify, requireUser } from '../../lib/auth-guard.ts';
import { pageWindow, toPage } from '../../lib/pagination.ts';
import { presentReview } from './learning-presenter.ts';
import { canReview } from './policies.ts';
import { createReview, listReviews, updateReview } from './reviews-service.ts';
import { learningRateLimits } from './rate-limits.ts';
import { idParamsSchema } from '@academy/contract/path-params';

const tags = ['learning'];

/** Ratings and reviews by enrolled learners, one each. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/courses/:id/reviews/',
    {
      preHandler: identify,
      schema: {
        tags,
        summary: "A course's reviews, newest first, paginated, with the caller's own",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: reviewsPageSchema },
      },
    },
    async (request) => {
      const courseId = request.params.id;
      const { page = 1, page_size } = request.query;
      const window = pageWindow(page, page_size ?? learningLimits.reviewsPageSize);
      const listing = await listReviews(app.db, courseId, request.user?.userId ?? null, window);
      return {
        ...toPage(request.url, window, listing.count, listing.rows.map(presentReview)),
        rating: listing.ratingAvg === null ? null : Number(listing.ratingAvg),
        rating_count: listing.ratingCount,
        my_review: listing.mine ? presentReview(listing.mine) : null,
        can_review: canReview({ isEnrolled: listing.isEnrolled, hasReviewed: !!listing.mine }),
      };
    },
  );

  // A review moves the course's rating, which the public catalogue shows.
  const writing = {
    preValidation: requireUser,
    config: { changesCatalogue: true, rateLimit: learningRateLimits.reviews },
  };

  app.post(
    '/api/courses/:id/reviews/',
    {
      ...writing,
      schema: {
        tags,
        params: idParamsSchema,
        body: reviewDraftSchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) => {
      const courseId = request.params.id;
      const review = await createReview(app.db, currentUser(request), courseId, request.body);
      return reply.code(201).send(presentReview(review));
    },
  );

  app.put(
    '/api/reviews/:id/',
    {
      ...writing,
      schema: {
        tags,
        params: idParamsSchema,
        body: reviewDraftSchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) =>
      presentReview(
        await updateReview(app.db, currentUser(request), request.params.id, request.body),
      ),
  );
};

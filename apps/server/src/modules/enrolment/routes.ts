import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponValidateRequestSchema,
  couponValidationSchema,
  enrolledCourseSchema,
  enrolledSchema,
  enrollmentSchema,
  enrollRequestSchema,
  enrolmentMessages,
  myPaymentsQuerySchema,
  paymentSchema,
  paymentSubmissionSchema,
  paymentSubmittedSchema,
  PAYMENTS_PAGE_SIZE,
} from '@academy/contract/enrolment';
import { pageQuerySchema, pageSchema } from '@academy/contract/pagination';
import { currentUser, identify, requireUser } from '../../lib/auth-guard.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { validateCoupon } from './coupon-service.ts';
import { getEnrolledCourse } from './enrolled-course-service.ts';
import { enrollInFreeCourse, listEnrollments } from './enrolment-service.ts';
import { queueSubmissionMails } from './payment-delivery.ts';
import { listMyPayments } from './payment-history-service.ts';
import { presentEnrollment, presentPayment } from './payment-presenter.ts';
import { submitPayment } from './payment-service.ts';
import { enrolmentRateLimits } from './rate-limits.ts';

const tags = ['enrolment'];

/** Learner calls (coupons, payments, enrollments, enrolled-course). */
export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailDeps = { mailer: app.mailer, publicUrl: app.config.publicUrl };

  app.post(
    '/api/coupons/validate/',
    {
      preHandler: identify,
      config: { rateLimit: enrolmentRateLimits.validateCoupon },
      schema: {
        tags,
        body: couponValidateRequestSchema,
        response: { 200: couponValidationSchema },
      },
    },
    async (request) => validateCoupon(app.db, request.body, request.user?.userId ?? null),
  );

  app.post(
    '/api/manualpaymentsubmit/',
    {
      preValidation: [requireUser],
      config: { rateLimit: enrolmentRateLimits.submitPayment },
      schema: { tags, body: paymentSubmissionSchema, response: { 201: paymentSubmittedSchema } },
    },
    async (request, reply) => {
      const submitted = await submitPayment(
        app.db,
        currentUser(request).userId,
        request.body,
        (tx, stored) => queueSubmissionMails(mailDeps, tx, stored),
        app.clock.now(),
      );
      return reply.code(201).send({
        message: enrolmentMessages.paymentSubmitted,
        payment: presentPayment(submitted.payment, submitted.course.title),
      });
    },
  );

  app.get(
    '/api/payments/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        summary:
          "The signed-in user's submissions (?course=, ?status=): a plain array, or with ?page= the envelope",
        querystring: myPaymentsQuerySchema,
        response: { 200: z.union([pageSchema(paymentSchema), z.array(paymentSchema)]) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return listOrPage(
        request,
        PAYMENTS_PAGE_SIZE,
        (window) => listMyPayments(app.db, userId, request.query, window),
        (row) => presentPayment(row.payment, row.courseTitle),
      );
    },
  );

  app.get(
    '/api/enrollments/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: z.union([pageSchema(enrollmentSchema), z.array(enrollmentSchema)]) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return listOrPage(
        request,
        PAYMENTS_PAGE_SIZE,
        (window) => listEnrollments(app.db, userId, window),
        presentEnrollment,
      );
    },
  );

  app.post(
    '/api/enrollments/',
    {
      preValidation: [requireUser],
      config: { rateLimit: enrolmentRateLimits.enrollFree },
      schema: { tags, body: enrollRequestSchema, response: { 201: enrolledSchema } },
    },
    async (request, reply) => {
      const row = await enrollInFreeCourse(
        app.db,
        currentUser(request).userId,
        request.body.course_id,
        request.body.cohort_id,
        app.clock.now(),
      );
      return reply
        .code(201)
        .send({ message: enrolmentMessages.enrolled, enrollment: presentEnrollment(row) });
    },
  );

  app.get(
    '/api/enrolled-course/:id/',
    {
      preValidation: [requireUser],
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: enrolledCourseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      return getEnrolledCourse(app.db, currentUser(request), id, app.clock.now());
    },
  );
};

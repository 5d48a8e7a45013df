import { eq } from 'drizzle-orm';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { parsePathId } from '@academy/contract/path-params';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { canManageCourse } from './policies.ts';

/** The course a guarded request works on, as loaded by requireCourseManager. */
export type ManagedCourse = { id: number; instructorId: number; title: string };

const managedCourses = new WeakMap<FastifyRequest, ManagedCourse>();

/** Loads the ownership facts of a course; null when there is no such course. */
export async function findCourseOwnership(db: Db, courseId: number): Promise<ManagedCourse | null> {
  const [course] = await db
    .select({ id: courses.id, instructorId: courses.instructorId, title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course ?? null;
}

/**
 * preValidation for routes under a `courseId` param: signed in (401), the course exists (404) and
 * the caller may manage it (403). It runs before the body is validated, so a stranger learns
 * nothing about the body rules and nothing is read from a multipart upload it sends.
 */
export const requireCourseManager: preValidationAsyncHookHandler = async function (request, reply) {
  await requireUser.call(this, request, reply);
  const user = currentUser(request);
  const courseId = parsePathId((request.params as { courseId?: unknown }).courseId);
  const course = courseId === null ? null : await findCourseOwnership(this.db, courseId);
  if (!course) throw notFound();
  if (!canManageCourse(user, course)) throw forbidden();
  managedCourses.set(request, course);
};

/** For handlers behind requireCourseManager: the course it loaded. */
export function managedCourse(request: FastifyRequest): ManagedCourse {
  const course = managedCourses.get(request);
  if (!course) throw new Error('managedCourse() used on a route without requireCourseManager');
  return course;
}

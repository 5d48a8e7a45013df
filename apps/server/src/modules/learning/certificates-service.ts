import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CERTIFICATE_CODE_PATTERN } from '@academy/contract/learning';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { certificates } from '../../db/schema/learning.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import type { CertificateRow } from './learning-presenter.ts';

const learner = alias(users, 'learner');
const instructor = alias(users, 'instructor');

/** A certificate's facts: learner, course and instructor as they are named today. */
function selectCertificates(db: Db) {
  return db
    .select({
      code: certificates.code,
      courseId: certificates.courseId,
      courseTitle: courses.title,
      issuedAt: certificates.issuedAt,
      gradePercent: certificates.gradePercent,
      learnerFirstName: learner.firstName,
      learnerLastName: learner.lastName,
      instructorFirstName: instructor.firstName,
      instructorLastName: instructor.lastName,
    })
    .from(certificates)
    .innerJoin(learner, eq(learner.id, certificates.userId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(instructor, eq(instructor.id, courses.instructorId));
}

/** GET /api/certificates/: the user's certificates, newest first. */
export async function listMyCertificates(
  db: Db,
  userId: number,
  window?: PageWindow,
): Promise<{ rows: CertificateRow[]; count: number }> {
  const query = selectCertificates(db)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  if (!window) {
    const rows = await query;
    return { rows, count: rows.length };
  }
  const [rows, [total]] = await Promise.all([
    query.limit(window.limit).offset(window.offset),
    db.select({ count: count() }).from(certificates).where(eq(certificates.userId, userId)),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/**
 * GET /api/certificates/{code}/: public verification by code (upper-cased, as the QR code and
 * the PDF print it). Anything that is not a code, and any code never issued, is 404.
 */
export async function findCertificate(db: Db, rawCode: string): Promise<CertificateRow> {
  const code = rawCode.trim().toUpperCase();
  if (!CERTIFICATE_CODE_PATTERN.test(code)) throw notFound();
  const [row] = await selectCertificates(db).where(eq(certificates.code, code));
  if (!row) throw notFound();
  return row;
}

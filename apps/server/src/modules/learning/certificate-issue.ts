import { and, eq, isNull } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { certificates } from '../../db/schema/learning.ts';
import { generateCertificateCode } from './certificate-code.ts';

/** Marks an enrolment complete; it keeps its first completion time. */
export async function markEnrolmentCompleted(
  tx: DbTransaction,
  userId: number,
  courseId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(enrollments)
    .set({ completedAt: now })
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.courseId, courseId),
        isNull(enrollments.completedAt),
      ),
    );
}

/**
 * Issues the course's certificate, exactly once: the unique (user_id, course_id) key turns a
 * second issue, even a concurrent one, into nothing. `gradePercent` is the course total printed on
 * it when the course requires a pass. Returns the certificate's code. Call inside the transaction
 * that earned it (certificate-award.ts).
 */
export async function issueCertificate(
  tx: DbTransaction,
  userId: number,
  courseId: number,
  gradePercent: number | null,
): Promise<string> {
  const [issued] = await tx
    .insert(certificates)
    .values({ code: generateCertificateCode(), userId, courseId, gradePercent })
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
    .returning({ code: certificates.code });
  if (issued) return issued.code;
  const [existing] = await tx
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return existing!.code;
}

import { and, eq, isNull } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { certificates } from '../../db/schema/learning.ts';
import { generateCertificateCode } from './certificate-code.ts';

/**
 * Marks an enrolment complete and issues its certificate, exactly once: the enrolment keeps its
 * first completion time and the unique (user_id, course_id) key turns a second issue, even a
 * concurrent one, into nothing. Returns the course's certificate code. Call inside the transaction
 * that completed the last lesson.
 */
export async function issueCertificate(
  tx: DbTransaction,
  userId: number,
  courseId: number,
): Promise<string> {
  await tx
    .update(enrollments)
    .set({ completedAt: new Date() })
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.courseId, courseId),
        isNull(enrollments.completedAt),
      ),
    );
  const [issued] = await tx
    .insert(certificates)
    .values({ code: generateCertificateCode(), userId, courseId })
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
    .returning({ code: certificates.code });
  if (issued) return issued.code;
  const [existing] = await tx
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return existing!.code;
}

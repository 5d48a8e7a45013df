import { and, eq } from 'drizzle-orm';
import { rubricScore } from '@academy/contract/assignments';
import { latePenalty } from '@academy/contract/assignment-grading';
import type { Db } from '../db/client.ts';
import {
  assignmentGrades,
  assignments,
  assignmentSubmissions,
  courseGradeWeights,
} from '../db/schema/assignments.ts';
import { courses as courseTable } from '../db/schema/catalogue.ts';
import { courseModules } from '../db/schema/course-content.ts';
import { userIds } from './content/people.ts';
import { seedAssignments, seedPassMarks } from './content/assignments.ts';
import type { DemoClock } from './demo-clock.ts';

/**
 * Inserts the demo assignments with learners' work, lateness computed by the real rule, and
 * grades scored from their rubric: some released, one still waiting in the grading queue.
 */
export async function insertAssignments(tx: Db, clock: DemoClock): Promise<void> {
  // The course total weighs quizzes 40 % and assignments 60 % where the demo sets work.
  const courses = [...new Set(seedAssignments.map((seed) => seed.courseId))];
  await tx
    .insert(courseGradeWeights)
    .values(courses.map((courseId) => ({ courseId, quizzesPercent: 40, assignmentsPercent: 60 })));
  for (const { courseId, passPercent } of seedPassMarks) {
    await tx
      .update(courseTable)
      .set({ certificatePassPercent: passPercent })
      .where(eq(courseTable.id, courseId));
  }
  for (const seed of seedAssignments) {
    const [module] =
      seed.modulePosition === null
        ? [null]
        : await tx
            .select({ id: courseModules.id })
            .from(courseModules)
            .where(
              and(
                eq(courseModules.courseId, seed.courseId),
                eq(courseModules.position, seed.modulePosition),
              ),
            );
    const dueAt = clock.daysFromNow(seed.dueInDays);
    const [assignment] = await tx
      .insert(assignments)
      .values({
        courseId: seed.courseId,
        moduleId: module?.id ?? null,
        title: seed.title,
        instructions: seed.instructions,
        points: seed.points,
        dueAt,
        cutoffAt: seed.cutoffInDays === null ? null : clock.daysFromNow(seed.cutoffInDays),
        latePenaltyPercent: seed.latePenaltyPercent,
        latePenaltyFloorPercent: seed.latePenaltyFloorPercent,
        submissionKind: 'link',
        rubric: seed.rubric,
        isPublished: true,
      })
      .returning({ id: assignments.id });
    const policy = {
      dueAt,
      penaltyPercent: seed.latePenaltyPercent,
      floorPercent: seed.latePenaltyFloorPercent,
    };
    for (const work of seed.submissions) {
      const submittedAt = clock.daysFromNow(seed.dueInDays + work.daysAfterDue);
      const { daysLate, penaltyPercent } = latePenalty(policy, submittedAt);
      const [submission] = await tx
        .insert(assignmentSubmissions)
        .values({
          assignmentId: assignment!.id,
          userId: work.userId,
          version: 1,
          kind: 'link',
          linkUrl: work.linkUrl,
          submittedAt,
          daysLate,
          penaltyPercent,
        })
        .returning({ id: assignmentSubmissions.id });
      if (!work.grade) continue;
      const levels = work.grade.rubricLevels;
      await tx.insert(assignmentGrades).values({
        assignmentId: assignment!.id,
        userId: work.userId,
        submissionId: submission!.id,
        score: rubricScore(seed.rubric, levels)!,
        rubricLevels: levels,
        feedback: work.grade.feedback,
        gradedBy: userIds.instructor,
        gradedAt: clock.daysAgo(1),
        releasedAt: work.grade.released ? clock.daysAgo(1) : null,
      });
    }
  }
}

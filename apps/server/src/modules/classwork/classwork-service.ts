import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { enrolmentMessages } from '@academy/contract/enrolment';
import type { Classwork, ClassworkItem } from '@academy/contract/quizzes';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { quizAttempts, quizzes } from '../../db/schema/classwork.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { lockedModules } from '../cohorts/lesson-release.ts';
import { finishOverdueAttempts } from './attempt-grading.ts';
import {
  listClassworkAssignments,
  sortPlacedItems,
  type PlacedItem,
} from './classwork-assignments.ts';
import { canManageClasswork } from './policies.ts';
import { gradedScores, hasPassed, quizGrade } from './quiz-grade.ts';
import {
  baseItem,
  listQuizRows,
  loadQuizAttempts,
  quizState,
  type QuizListRow,
} from './quiz-rows.ts';

/**
 * GET /api/courses/{id}/classwork/: the course's quizzes and assignments grouped by module in
 * course order (work of the whole course first), each with the caller's state and grade, or for
 * the instructor and staff, drafts too and how many learners have submitted. Six queries whatever
 * the number of items.
 */
export async function getClasswork(
  db: Db,
  user: AccessClaims,
  courseId: number,
  now: Date = new Date(),
): Promise<Classwork> {
  const [course] = await db
    .select({
      instructorId: courses.instructorId,
      isEnrolled: sql<boolean>`exists (select 1 from enrollments e
        where e.course_id = ${courseId} and e.user_id = ${user.userId})`,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw notFound();
  const canManage = canManageClasswork(user, course);
  if (!canManage && !course.isEnrolled) throw forbidden(enrolmentMessages.notEnrolled);
  if (!canManage) await finishOverdueAttempts(db, { courseId, userId: user.userId }, now);

  const rows = await listQuizRows(db, courseId, canManage);

  const present = canManage
    ? await presentForManager(db, courseId, rows)
    : await presentForLearner(db, user.userId, courseId, rows, now);
  const quizItems: PlacedItem[] = rows.map((row, index) => ({
    moduleId: row.quiz.moduleId,
    moduleTitle: row.moduleTitle,
    modulePosition: row.modulePosition,
    item: present[index]!,
  }));
  const assignmentItems = await listClassworkAssignments(
    db,
    courseId,
    { userId: user.userId, canManage },
    now,
  );

  // A learner sees work of a module that has not opened yet with its day, and cannot open it.
  const locked = canManage
    ? new Map<number, string>()
    : await lockedModules(db, user, courseId, now);
  const groups: Classwork['groups'] = [];
  for (const placed of sortPlacedItems([...quizItems, ...assignmentItems])) {
    const opensOn = placed.moduleId === null ? undefined : locked.get(placed.moduleId);
    const entry = opensOn ? { ...placed, item: { ...placed.item, opens_on: opensOn } } : placed;
    const last = groups[groups.length - 1];
    if (last && last.module_id === entry.moduleId) last.items.push(entry.item);
    else {
      groups.push({
        module_id: entry.moduleId,
        module_title: entry.moduleTitle,
        items: [entry.item],
      });
    }
  }
  return { course_id: courseId, can_edit: canManage, groups };
}

async function presentForLearner(
  db: Db,
  userId: number,
  courseId: number,
  rows: QuizListRow[],
  now: Date,
): Promise<ClassworkItem[]> {
  const attempts = await loadQuizAttempts(db, courseId, [userId]);
  return rows.map((row) => {
    const mine = attempts.filter((attempt) => attempt.quizId === row.quiz.id);
    const grade = quizGrade(row.quiz.gradingMethod, gradedScores(mine));
    return {
      ...baseItem(row),
      state: quizState(row.quiz, mine, now),
      score: grade,
      passed: hasPassed(grade, row.maxScore, row.quiz.passPercent),
      submitted_count: null,
    };
  });
}

async function presentForManager(
  db: Db,
  courseId: number,
  rows: QuizListRow[],
): Promise<ClassworkItem[]> {
  const counts = await db
    .select({
      quizId: quizAttempts.quizId,
      learners: sql<number>`count(distinct ${quizAttempts.userId})::int`,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(eq(quizzes.courseId, courseId), isNotNull(quizAttempts.submittedAt)))
    .groupBy(quizAttempts.quizId);
  const countOf = new Map(counts.map((row) => [row.quizId, row.learners]));
  return rows.map((row) => ({
    ...baseItem(row),
    state: null,
    score: null,
    passed: null,
    submitted_count: countOf.get(row.quiz.id) ?? 0,
  }));
}

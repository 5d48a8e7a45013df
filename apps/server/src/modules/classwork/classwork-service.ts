import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { enrolmentMessages } from '@academy/contract/enrolment';
import type { Classwork, ClassworkItem, ClassworkState } from '@academy/contract/quizzes';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { quizAttempts, quizQuestions, quizzes } from '../../db/schema/classwork.ts';
import { courseModules } from '../../db/schema/course-content.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { finishOverdueAttempts } from './attempt-grading.ts';
import {
  listClassworkAssignments,
  sortPlacedItems,
  type PlacedItem,
} from './classwork-assignments.ts';
import { canManageClasswork } from './policies.ts';
import { gradedScores } from './quiz-overview-service.ts';
import { hasPassed, quizGrade } from './quiz-grade.ts';
import { isReleased } from './quiz-release.ts';

export type QuizListRow = {
  quiz: typeof quizzes.$inferSelect;
  moduleTitle: string | null;
  modulePosition: number | null;
  maxScore: number;
};
type AttemptFacts = Pick<
  typeof quizAttempts.$inferSelect,
  'quizId' | 'submittedAt' | 'score' | 'gradeReleasedAt'
>;

/** A learner's state for one quiz, from their attempts and the quiz's window. */
export function quizState(
  quiz: { opensAt: Date | null; closesAt: Date | null },
  attempts: readonly AttemptFacts[],
  now: Date,
): ClassworkState {
  if (attempts.some((a) => a.submittedAt === null)) return 'in_progress';
  if (attempts.some((a) => a.score !== null && isReleased(a))) return 'graded';
  if (attempts.length > 0) return 'submitted';
  if (quiz.opensAt !== null && quiz.opensAt > now) return 'upcoming';
  if (quiz.closesAt !== null && quiz.closesAt <= now) return 'missing';
  return 'not_started';
}

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

  const groups: Classwork['groups'] = [];
  for (const entry of sortPlacedItems([...quizItems, ...assignmentItems])) {
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

/**
 * The course's quizzes (drafts too when asked) with their module and points, in Classwork order:
 * by module, then closing date.
 */
export async function listQuizRows(
  db: Db,
  courseId: number,
  withDrafts: boolean,
): Promise<QuizListRow[]> {
  return db
    .select({
      quiz: quizzes,
      moduleTitle: courseModules.title,
      modulePosition: courseModules.position,
      maxScore: sql<number>`(select coalesce(sum(${quizQuestions.points}), 0)::int
        from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id})`,
    })
    .from(quizzes)
    .leftJoin(courseModules, eq(courseModules.id, quizzes.moduleId))
    .where(
      and(eq(quizzes.courseId, courseId), withDrafts ? undefined : eq(quizzes.isPublished, true)),
    )
    .orderBy(
      sql`${courseModules.position} asc nulls first`,
      sql`${quizzes.closesAt} asc nulls last`,
      asc(quizzes.id),
    );
}

export function baseItem(
  row: QuizListRow,
): Omit<ClassworkItem, 'state' | 'score' | 'passed' | 'submitted_count'> {
  return {
    kind: 'quiz',
    item_id: row.quiz.id,
    title: row.quiz.title,
    opens_at: row.quiz.opensAt?.toISOString() ?? null,
    due_at: row.quiz.closesAt?.toISOString() ?? null,
    is_published: row.quiz.isPublished,
    max_score: row.maxScore,
  };
}

/** Learners' attempts at the course's quizzes, oldest first. */
export function loadQuizAttempts(db: Db, courseId: number, userIds: readonly number[]) {
  return db
    .select({
      quizId: quizAttempts.quizId,
      userId: quizAttempts.userId,
      submittedAt: quizAttempts.submittedAt,
      score: quizAttempts.score,
      gradeReleasedAt: quizAttempts.gradeReleasedAt,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(inArray(quizAttempts.userId, [...userIds]), eq(quizzes.courseId, courseId)))
    .orderBy(asc(quizAttempts.number));
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

import { describe, expect, it } from 'vitest';
import { categories } from './categories.ts';
import { courses } from './courses.ts';
import { discounts } from './discounts.ts';
import { enrolments, reviews } from './enrolments.ts';
import { forumTopics } from './forum.ts';
import { payments } from './payments.ts';
import { people } from './people.ts';

// The content files are hand-written; these checks catch an edit that would seed something the
// database accepts but the demo contradicts (an enrolment without its payment, a stray tag).

const realCourses = courses.filter((course) => course.status === 'published');
const courseById = new Map(courses.map((course) => [course.id, course]));

describe('demo content', () => {
  it('numbers courses 1..N plus the placeholders 9991 and 9992, with unique class codes', () => {
    const ids = courses.map((course) => course.id);
    expect(ids).toEqual([...realCourses.map((_, index) => index + 1), 9991, 9992]);
    expect(realCourses.length).toBeGreaterThanOrEqual(18);
    expect(new Set(courses.map((course) => course.classCode)).size).toBe(courses.length);
  });

  it('gives every real course the promised shape', () => {
    const categoryIds = new Set(categories.map((category) => category.id));
    for (const course of realCourses) {
      const where = `course ${course.id}`;
      expect(categoryIds.has(course.categoryId), where).toBe(true);
      expect(course.price, where).toMatch(/^\d+\.\d{2}$/);
      expect(course.outcomes.length, where).toBeGreaterThanOrEqual(4);
      expect(course.outcomes.length, where).toBeLessThanOrEqual(6);
      expect(course.prerequisites.length, where).toBeGreaterThanOrEqual(2);
      expect(course.prerequisites.length, where).toBeLessThanOrEqual(4);
      expect(course.modules.length, where).toBeGreaterThanOrEqual(3);
      expect(course.modules.length, where).toBeLessThanOrEqual(5);
      expect(course.notes.length, where).toBeGreaterThanOrEqual(1);
      expect(course.notes.length, where).toBeLessThanOrEqual(3);
      for (const module of course.modules) {
        expect(module.lessons.length, `${where}: ${module.title}`).toBeGreaterThanOrEqual(2);
        expect(module.lessons.length, `${where}: ${module.title}`).toBeLessThanOrEqual(5);
        for (const lesson of module.lessons) {
          expect(lesson.videos.length, lesson.title).toBeGreaterThanOrEqual(1);
          expect(lesson.videos.length, lesson.title).toBeLessThanOrEqual(2);
          expect(lesson.resources.length, lesson.title).toBeLessThanOrEqual(2);
          for (const video of lesson.videos) {
            expect(video.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
          }
          for (const resource of lesson.resources) expect(resource.url).toMatch(/^https:\/\//);
        }
      }
    }
  });

  it('writes notes in the small HTML subset the note sanitiser keeps', () => {
    const allowed = new Set(['p', 'ul', 'li', 'strong', 'a', 'code', 'pre', 'h3']);
    for (const note of courses.flatMap((course) => course.notes)) {
      const tags = [...note.body.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]);
      for (const tag of tags) expect(allowed.has(tag!), `${note.title}: <${tag}>`).toBe(true);
    }
  });

  it('gives accounts unique emails and valid Bangladeshi mobile numbers', () => {
    expect(new Set(people.map((person) => person.email)).size).toBe(people.length);
    for (const person of people) expect(person.phone).toMatch(/^01[3-9]\d{8}$/);
  });

  it('backs every paid enrolment with an approved payment and no free one with any', () => {
    for (const enrolment of enrolments) {
      const course = courseById.get(enrolment.courseId)!;
      const where = `user ${enrolment.userId} in course ${enrolment.courseId}`;
      if (Number(course.price) === 0) {
        expect(enrolment.paymentId, where).toBeNull();
        continue;
      }
      const payment = payments.find((candidate) => candidate.id === enrolment.paymentId);
      expect(payment, where).toBeDefined();
      expect(payment!.status, where).toBe('approved');
      expect(payment!.courseId, where).toBe(enrolment.courseId);
      expect([payment!.userId, ...payment!.teammateIds], where).toContain(enrolment.userId);
    }
  });

  it('keeps payments consistent with their type and unique by transaction id', () => {
    const seats = { single: 1, duo: 2, trio: 3 } as const;
    for (const payment of payments) {
      expect(payment.teammateIds.length + 1).toBe(seats[payment.paymentType]);
      expect(payment.transactionId).toMatch(/^[A-Z0-9]{10}$/);
    }
    expect(new Set(payments.map((payment) => payment.transactionId)).size).toBe(payments.length);
  });

  it('leaves every enrolment unfinished, since completion would need a certificate', () => {
    for (const enrolment of enrolments) {
      const lessons = courseById
        .get(enrolment.courseId)!
        .modules.flatMap((module) => module.lessons);
      expect(enrolment.completedLessonCount).toBeLessThan(lessons.length);
    }
  });

  it('lets only enrolled learners review, once per course', () => {
    const enrolled = new Set(enrolments.map((e) => `${e.userId}:${e.courseId}`));
    const reviewed = reviews.map((review) => `${review.userId}:${review.courseId}`);
    for (const key of reviewed) expect(enrolled.has(key), key).toBe(true);
    expect(new Set(reviewed).size).toBe(reviewed.length);
  });

  it('discounts only existing courses, with explicit prices only for covered ones', () => {
    for (const discount of discounts) {
      for (const courseId of discount.courseIds) expect(courseById.has(courseId)).toBe(true);
      for (const courseId of Object.keys(discount.priceAfterDiscount)) {
        expect(discount.courseIds).toContain(Number(courseId));
      }
    }
  });

  it('gives forum topics one to four comments', () => {
    for (const topic of forumTopics) {
      expect(topic.comments.length).toBeGreaterThanOrEqual(1);
      expect(topic.comments.length).toBeLessThanOrEqual(4);
    }
  });
});

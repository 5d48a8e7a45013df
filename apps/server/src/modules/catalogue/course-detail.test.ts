import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '@academy/contract/catalogue';
import { seedDemo } from '../../seed/seed-demo.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse } from '../../test/factories.ts';

let testApp: TestApp;
let draftId: number;
const admin = { id: 1, role: 'admin' as const };
const instructor = { id: 2, role: 'instructor' as const };
const learner = { id: 3, role: 'learner' as const };
const otherLearner = { id: 13, role: 'learner' as const };

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemo(testApp.app.db);
  draftId = (
    await createCourse(testApp.app.db, { status: 'draft', categoryId: 1, instructorId: 2 })
  ).id;
});
afterAll(() => testApp.close());

async function detail(
  id: number | string,
  user?: { id: number; role: 'admin' | 'instructor' | 'learner' },
) {
  const headers = user ? await authHeader(testApp.app, user) : {};
  return testApp.app.inject({ method: 'GET', url: `/api/course-details/${id}/`, headers });
}

const lessonsOf = (course: CourseDetail) => course.modules.flatMap((module) => module.lessons);
const videosOf = (course: CourseDetail) => lessonsOf(course).flatMap((lesson) => lesson.videos);

describe('GET /api/course-details/{id}/', () => {
  it('answers the course with overview, outline, totals, instructor and group tiers', async () => {
    const response = await detail(14);
    expect(response.statusCode).toBe(200);
    const course: CourseDetail = response.json();
    expect(course).toMatchObject({
      course_id: 14,
      course_title: 'AI Research Bootcamp: From Idea to Publication',
      price: '15000.00',
      discounted_price: null,
      discount: null,
      category: 6,
      category_name: 'Training',
      instructor_name: 'Rafiqul Islam',
      instructor_profile_picture: null,
      instructor_bio: expect.stringContaining('Machine learning researcher'),
      overview: expect.stringContaining('small cohort'),
      total_lessons: 12,
      badge: 'offer',
      badge_text: null,
      is_enrolled: false,
      isEnrolled: false,
    });
    expect(course.price_tiers).toEqual([
      {
        students: 1,
        price_per_student: '15000.00',
        savings: '0.00',
        is_popular: false,
        total: '15000.00',
      },
      {
        students: 2,
        price_per_student: '13000.00',
        savings: '2000.00',
        is_popular: false,
        total: '26000.00',
      },
      {
        students: 3,
        price_per_student: '10000.00',
        savings: '5000.00',
        is_popular: true,
        total: '30000.00',
      },
    ]);
    expect(course.outcomes.length).toBeGreaterThan(0);
    expect(course.outcomes[0]).toEqual({
      outcome_id: expect.any(Number),
      outcome_title: 'Refine an AI-in-health idea into a publishable research question',
    });
    expect(course.prerequisites[0]).toEqual({
      prerequisite_id: expect.any(Number),
      prerequisite_title: expect.any(String),
    });
    // The outline agrees with the denormalised totals.
    expect(lessonsOf(course)).toHaveLength(course.total_lessons);
    const minutes = lessonsOf(course).reduce((sum, lesson) => sum + lesson.duration, 0);
    expect(course.total_hours).toBe(Math.round(minutes / 6) / 10);
    const module = course.modules[0]!;
    expect(module).toEqual({
      module_id: expect.any(Number),
      module_title: expect.any(String),
      lessons: expect.any(Array),
    });
    expect(module.lessons[0]).toEqual({
      lesson_id: expect.any(Number),
      lesson_title: expect.any(String),
      duration: expect.any(Number),
      is_completed: false,
      free_preview: false,
      reading_minutes: 0,
      has_notebook: false,
      videos: expect.any(Array),
      resources: expect.any(Array),
    });
  });

  it('keeps video and resource links from visitors and from learners who have not enrolled', async () => {
    for (const user of [undefined, otherLearner]) {
      const course: CourseDetail = (await detail(1, user)).json();
      const videos = videosOf(course);
      expect(videos.length).toBeGreaterThan(0);
      expect(videos.every((video) => video.video_link === null && video.video_title !== '')).toBe(
        true,
      );
      const resources = lessonsOf(course).flatMap((lesson) => lesson.resources);
      expect(resources.every((resource) => resource.resource_link === null)).toBe(true);
    }
  });

  it('gives an enrolled learner the links and their completed lessons', async () => {
    const course: CourseDetail = (await detail(1, learner)).json();
    expect(course.is_enrolled).toBe(true);
    expect(course.isEnrolled).toBe(true);
    expect(videosOf(course).every((video) => video.video_link?.startsWith('https://'))).toBe(true);
    const completed = lessonsOf(course).map((lesson) => lesson.is_completed);
    // The seed marks the learner's first four lessons of course 1 complete.
    expect(completed.slice(0, 4)).toEqual([true, true, true, true]);
    expect(completed.slice(4).every((done) => !done)).toBe(true);
  });

  it("gives the course's instructor and staff the links", async () => {
    for (const user of [instructor, admin]) {
      const course: CourseDetail = (await detail(1, user)).json();
      expect(course.is_enrolled).toBe(false);
      expect(videosOf(course).every((video) => typeof video.video_link === 'string')).toBe(true);
    }
  });

  it('shows the discount in force with the price it leaves', async () => {
    const course: CourseDetail = (await detail(16)).json();
    expect(course.discounted_price).toBe('5999.00');
    expect(course.discount).toEqual({
      discount_id: 3,
      name: 'Grant Season Special',
      discount_type: 'percentage',
      value: '20.00',
      percentage: '20.00',
      price_after_discount: '5999.00',
      end_date: expect.any(String),
    });
    expect(course.price_tiers).toEqual([]);
  });

  it('answers the placeholders, which have no outline yet', async () => {
    const course: CourseDetail = (await detail(9991)).json();
    expect(course).toMatchObject({
      course_title: 'Advanced AI Techniques',
      status: 'coming_soon',
      enrollment_open: false,
      modules: [],
      outcomes: [],
    });
  });

  it('answers 404 Not found. for unknown ids, drafts and ids that are not numbers', async () => {
    for (const id of [123456, draftId, 'abc', 0, '-1', '1.5', '99999999999']) {
      const response = await detail(id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    // Even for the draft's own instructor: drafts are edited through authoring, not shown here.
    expect((await detail(draftId, instructor)).statusCode).toBe(404);
  });
});

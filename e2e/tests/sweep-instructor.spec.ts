import { test } from '@playwright/test';
import { setUpReader, sweepPages, type SweptPage } from '../support/page-sweep.ts';
import { signIn } from './accounts-support.ts';

// The page sweep (e2e/support/page-sweep.ts) as the demo instructor, who teaches courses 1 and 6.

const authoring: SweptPage[] = [
  { path: '/dashboard' },
  { path: '/manage-courses' },
  // The teaching insight of course 1, with its two demo videos' plays and retention: a dialog,
  // so the page's heading behind it is hidden from the reader.
  { path: '/manage-courses?insight=1', ready: (page) => page.getByRole('dialog') },
  { path: '/courses/create' },
  { path: '/instructor/courses/edit/1', tabs: true },
  { path: '/edit-course-thumbnail/1' },
  { path: '/announcements/create?courseId=1' },
];
const teaching: SweptPage[] = [
  { path: '/course/6/progress', tabs: true },
  // The seeded reading lesson (maths, code, a table, a figure): lesson 4, 'Logistic regression',
  // checked once KaTeX (downloaded on first use) has drawn its formulas, all in one go.
  { path: '/course/1/progress?lesson=4', ready: (page) => page.locator('[data-math] .katex') },
  { path: '/course/1/quizzes/new' },
  { path: '/quizzes/1/edit' },
  { path: '/quizzes/1' },
  { path: '/quiz-attempts/3' },
];
const grading: SweptPage[] = [
  { path: '/course/1/assignments/new' },
  { path: '/assignments/1/edit' },
  { path: '/grading?course=1' },
  // Imran's work, waiting for a grade.
  { path: '/grading/submissions/3' },
];

// Each test within 90 s: the teaching pages are two tests, as one they reached it on a slow machine.
const sweeps: [string, SweptPage[]][] = [
  ['the authoring pages', authoring],
  ["a taught course, its quiz and a learner's attempt", teaching],
  ['an assignment and the grading queue', grading],
];

for (const language of ['en', 'bn'] as const) {
  test.describe(`the sweep as an instructor, ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await setUpReader(page, language);
      await signIn(page, 'instructor@academy.test');
    });

    for (const [title, pages] of sweeps) {
      test(`${title} (${language})`, async ({ page }, testInfo) => {
        test.setTimeout(90_000);
        await sweepPages(page, testInfo, language, pages);
      });
    }
  });
}

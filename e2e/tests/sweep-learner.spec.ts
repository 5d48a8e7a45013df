import { test } from '@playwright/test';
import { setUpReader, sweepPages, type SweptPage } from '../support/page-sweep.ts';
import { signIn } from './accounts-support.ts';

// The page sweep (issues 21 and 14) as the demo learner, enrolled in courses 1, 3 and 6.

const groups: Record<string, SweptPage[]> = {
  'the dashboard and an enrolled course, tab by tab': [
    { path: '/dashboard' },
    { path: '/course/1/progress', tabs: true },
  ],
  'a quiz, an assignment, a live class, announcements and the account pages': [
    { path: '/quizzes/1' },
    { path: '/assignments/1' },
    { path: '/live-classes/1' },
    { path: '/course/1/announcements' },
    { path: '/updateprofile' },
    { path: '/changepassword' },
  ],
  'the forum and the chats': [
    { path: '/forums' },
    { path: '/forums/topics/7' },
    { path: '/forums/create' },
    { path: '/course/inbox' },
    { path: '/course/1/inbox' },
  ],
  'notifications and payments': [
    { path: '/notifications' },
    { path: '/payment?course=14&students=2' },
    { path: '/enroll' },
    { path: '/payments' },
    // An order that does not exist: the checkout result's not-found state.
    { path: '/checkout/INV-NO-SUCH-ORDER' },
  ],
};

for (const language of ['en', 'bn'] as const) {
  test.describe(`the sweep as a learner, ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await setUpReader(page, language);
      await signIn(page, 'learner@academy.test');
    });

    for (const [title, pages] of Object.entries(groups)) {
      test(`${title} (${language})`, async ({ page }, testInfo) => {
        test.setTimeout(90_000);
        await sweepPages(page, testInfo, language, pages);
      });
    }
  });
}

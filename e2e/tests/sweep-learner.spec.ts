import { test, type Page } from '@playwright/test';
import { localeString } from '../support/locale-strings.ts';
import { setUpReader, sweepPages, type SweptPage } from '../support/page-sweep.ts';
import type { Language } from '../support/translation-check.ts';
import { signIn } from './accounts-support.ts';

// The page sweep (e2e/support/page-sweep.ts) as the demo learner, enrolled in courses 1, 3 and 6.

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

/**
 * Pages only their owner can open, as the seeded owner, each waited for by what shows it is the
 * owner's and not the not-found state: Sabbir's submitted attempt at the first quiz (the seed's
 * first attempt), his order refunded in full, Rumana's paid order and Mithila's declined one
 * (apps/server/src/seed/content/orders.ts).
 */
function owners(language: Language): { email: string; pages: SweptPage[] }[] {
  const titled = (key: string) => (page: Page) =>
    page.getByText(localeString(language, `checkout:result.${key}`), { exact: true });
  return [
    {
      email: 'sabbir.hossain@academy.test',
      pages: [
        {
          path: '/quiz-attempts/1',
          ready: (page) =>
            page.getByRole('heading', { name: 'Module 1 check: models, data and leakage' }),
        },
        { path: '/checkout/ACD-DEMO-0002', ready: titled('refundedTitle') },
      ],
    },
    {
      email: 'rumana.parvin@academy.test',
      pages: [{ path: '/checkout/ACD-DEMO-0001', ready: titled('paidTitle') }],
    },
    {
      email: 'mithila.das@academy.test',
      pages: [{ path: '/checkout/ACD-DEMO-0003', ready: titled('failedTitle') }],
    },
  ];
}

for (const language of ['en', 'bn'] as const) {
  for (const { email, pages } of owners(language)) {
    test(`${email}'s own ${pages.map((swept) => swept.path).join(', ')} (${language})`, async ({
      page,
    }, testInfo) => {
      await setUpReader(page, language);
      await signIn(page, email);
      await sweepPages(page, testInfo, language, pages);
    });
  }

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

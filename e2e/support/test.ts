import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until the app has rendered the page, or taken over one the server pre-rendered: those
 * arrive as HTML and start their scripts only after they have painted, possibly after the load
 * event that goto() and reload() wait for (docs/decisions/009).
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Playwright's test, whose `page` navigations (goto, reload) return once the app is ready, as a
 * person would wait for the page to respond before using it.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await appReady(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await appReady(page);
        return response;
      };
    }
    await use(page);
  },
});

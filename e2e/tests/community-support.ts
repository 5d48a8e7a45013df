import { expect, type Page } from '@playwright/test';

// Shared by the community journeys.

export const DEMO_PASSWORD = 'Academy#2026';

/** Logs in through the login page, as a person would, and waits for the dashboard. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Text no other test (or earlier run) writes, so assertions find exactly this one. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The top bar's bell and its red dot. */
export function bellOf(page: Page) {
  const bell = page.getByRole('banner').getByRole('link', { name: /Notifications/ });
  return { bell, dot: bell.getByTestId('unread-dot') };
}

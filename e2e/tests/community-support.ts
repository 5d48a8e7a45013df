import type { Page } from '@playwright/test';

// Shared by the community journeys.

/** Text no other test (or earlier run) writes, so assertions find exactly this one. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The top bar's bell and its red dot. */
export function bellOf(page: Page) {
  const bell = page.getByRole('banner').getByRole('link', { name: /Notifications/ });
  return { bell, dot: bell.getByTestId('unread-dot') };
}

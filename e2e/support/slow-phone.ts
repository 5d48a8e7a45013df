import type { Page } from '@playwright/test';

/**
 * Makes the page's browser a mid-range phone on mobile data, as Lighthouse's mobile preset
 * simulates it: the CPU four times slower, 150 ms round trips, 1.6 Mbps down and 750 Kbps up
 * (Chrome DevTools Protocol, for this page only).
 */
export async function actAsSlowPhone(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens `path` and returns as soon as the browser has the first bytes of the page, so the
 * journey acts the moment what it looks for is painted, long before the app has taken the page
 * over on a slow phone.
 */
export async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

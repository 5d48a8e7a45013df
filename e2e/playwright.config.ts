import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium, never a browser downloaded by the test tool. */
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A failed test keeps its trace (actions, network, DOM snapshots) but not a screencast:
    // encoding a frame on every paint of every page took a large share of the two CPUs, and on a
    // slow machine the journeys starved (9 of 121 failed, 26 min; without it 121 passed, 19 min).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grepInvert: /@mobile/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      grep: /@mobile/,
    },
  ],
});

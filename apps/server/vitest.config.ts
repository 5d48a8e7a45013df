import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one template database per run; each test file then clones it (src/test/database.ts).
    globalSetup: ['./src/test/global-setup.ts'],
    // A fresh PGlite directory takes ~5 s to initialise and a busy machine runs many at once.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Files share nothing but the template, so they run side by side.
    fileParallelism: true,
  },
});

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
    // Four files at once on two cores: a file mostly waits (PGlite's disk, job polls, timers,
    // child processes killed and restarted). Left to itself Vitest ran one file at a time here:
    // 8 minutes on PGlite; with four, 2.5 (2 min 20 s on PostgreSQL), the kill -9 tests the floor.
    maxWorkers: 4,
    // Each worker evaluates the app's modules (Fastify, drizzle, the zod contract, PGlite's WASM)
    // once for all its files instead of once per file: that evaluation was a third of the suite's
    // time. Every file builds its own app, database and clock, and the few module-level values
    // (a normalised-word cache, the live catalogue caches, loaded fonts) hold nothing a file could
    // see of another's.
    isolate: false,
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // A file's first test also imports its lazy route chunks; on a busy 2-core runner that alone
    // can pass the default 5 s.
    testTimeout: 15_000,
    // Left to itself Vitest ran one file at a time here (2 min 10 s); three at once take 1 min 20.
    maxWorkers: 3,
  },
});

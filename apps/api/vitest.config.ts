import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Migrates one template database for the run; each file opens a copy of it.
    globalSetup: ['./test/global-setup.ts'],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    // The files are independent (each has its own database), so use every core.
    maxWorkers: '100%',
    // Files share their worker's loaded modules: each file still opens its own database and app,
    // and importing the app again for each of 55 files cost a minute of the run's two workers.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

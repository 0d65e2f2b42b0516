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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

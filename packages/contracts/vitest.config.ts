import { defineConfig } from 'vitest/config';

// The schemas' tests are plain functions of their input: they run in one worker that loads zod and
// the contracts once, instead of a fresh worker per file spending its time on those imports.
export default defineConfig({
  test: { isolate: false, maxWorkers: 1 },
});

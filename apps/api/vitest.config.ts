import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database (PGlite takes a few seconds to create).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

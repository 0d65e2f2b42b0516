import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Test files that replace a module with vi.mock run isolated: without isolation a mock would
// leak into the files that run after them in the same worker.
function testFilesThatMockModules(): string[] {
  const src = fileURLToPath(new URL('./src', import.meta.url));
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock)\(/.test(readFileSync(join(src, file), 'utf8')))
    .map((file) => join('src', file));
}

// Build settings (documented in the README): VITE_BASENAME is the router base name,
// VITE_API_BASE_URL the API origin (empty = same origin). API_PROXY_TARGET is for `npm run dev`.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.API_PROXY_TARGET || 'http://localhost:8080';
  const mocking = mode === 'test' ? testFilesThatMockModules() : [];
  return {
    base: env.VITE_BASENAME && env.VITE_BASENAME !== '/' ? `${env.VITE_BASENAME.replace(/\/$/, '')}/` : '/',
    plugins: [react()],
    server: {
      port: 5173,
      proxy: {
        '/api': apiTarget,
        '/admins': apiTarget,
        '/healthz': apiTarget,
        '/readyz': apiTarget,
        '/uploads': apiTarget,
      },
    },
    // The manifest lets bench/bundle-size.mjs add up what each route loads (its size budget).
    build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 900 },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      testTimeout: 20000,
      css: false,
      // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
      maxWorkers: '100%',
      projects: [
        // Most files share a worker's jsdom and loaded packages: starting jsdom and importing MUI
        // for each file cost more than running its tests. src/test/setup.ts resets what tests share.
        { extends: true, test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...mocking] } },
        { extends: true, test: { name: 'isolated', include: mocking } },
      ],
    },
  };
});

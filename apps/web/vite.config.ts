/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// Build settings (documented in the README): VITE_BASENAME is the router base name,
// VITE_API_BASE_URL the API origin (empty = same origin). API_PROXY_TARGET is for `npm run dev`.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.API_PROXY_TARGET || 'http://localhost:8080';
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
    },
  };
});

import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, E2E_BASE_URL } from './e2e.env';

// Debian's Chromium, never a downloaded browser. Flags keep it quiet on a closed network.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // One worker: sign-ins share demo phones, and only the latest code of a phone counts.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records every action's screenshot and DOM, which slows every journey
    // down noticeably. Kept for a failure when run here, where
    // `npx playwright show-trace` opens it. CI's machine is thrown away with its files: what a CI
    // failure leaves is its log (the error and the call log), which a trace does not add to.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The console honours a system's wish for less motion (no transitions); the journeys ask for
    // it, so that no step waits on an animation and the browser draws no frames for one. The
    // journey that proves both ways sets its own.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `${E2E_BASE_URL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

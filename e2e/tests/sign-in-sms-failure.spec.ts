import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../e2e.env';
import { DEMO } from '../support/auth';

/**
 * A second console of its own, sending codes through the MSG91 transport to a local server that
 * plays MSG91 and fails on demand: the sign-in page must tell the admin the code was not sent, and
 * the next try must go out at once (the failed one is not counted: the 30 s cooldown stays on).
 */
const here = dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_SMS_FAILURE_PORT ?? E2E_PORT + 1);
const BASE = `http://127.0.0.1:${PORT}`;
const WORK = join(here, '..', '.work', `${PORT}-sms-failure`);
const FAILED = 'Could not send the OTP by SMS, please try again';

let provider: Server;
let console_: ChildProcess | null = null;
/** The provider's next answer, and the codes it received. */
let providerStatus = 503;
const received: { mobiles: string; otp: string }[] = [];

async function waitUntilReady(): Promise<void> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (console_?.exitCode !== null) throw new Error(`the console exited with ${console_?.exitCode}`);
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${BASE} did not get ready`);
}

test.describe('sign-in when the SMS provider fails', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    // A console of its own starts on a new database (migrations and demo data): more than a step's time.
    test.setTimeout(180_000);
    provider = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        received.push((JSON.parse(raw) as { recipients: { mobiles: string; otp: string }[] }).recipients[0]!);
        response.writeHead(providerStatus, { 'content-type': 'application/json' });
        response.end(JSON.stringify(providerStatus === 200 ? { type: 'success', message: 'e2e' } : { type: 'error', message: 'unavailable' }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api/v5/flow`;

    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(WORK, { recursive: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(WORK, 'data'),
      SMS_TRANSPORT: 'msg91',
      MSG91_URL: providerUrl,
      MSG91_AUTH_KEY: 'e2e-key',
      MSG91_TEMPLATE_ID: 'e2e-template',
      SMS_MAX_ATTEMPTS: '2',
      SMS_RETRY_BASE_MS: '50',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    console_ = spawn(process.execPath, [join(here, '..', '..', 'scripts', 'start.mjs')], { env, stdio: 'inherit' });
    await waitUntilReady();
  });

  test.afterAll(async () => {
    if (console_ && console_.exitCode === null) {
      const exited = new Promise((resolve) => console_!.once('exit', resolve));
      console_.kill('SIGTERM');
      await exited;
    }
    provider.closeAllConnections();
    await new Promise((resolve) => provider.close(resolve));
  });

  test('the sign-in page shows the failure, stays on the phone step, and the next try at once sends the code', async ({ page }) => {
    providerStatus = 503;
    await page.goto(`${BASE}/`);
    const phone = page.getByPlaceholder('Enter Your Mobile Number');
    await phone.fill(DEMO.superAdmin.phone);
    await page.getByRole('button', { name: 'GET OTP' }).click();
    await expect(page.getByText(FAILED)).toBeVisible();
    // Two calls (the 5xx was retried once), both to the number in international form.
    expect(received.map((call) => call.mobiles)).toEqual([`91${DEMO.superAdmin.phone}`, `91${DEMO.superAdmin.phone}`]);
    await expect(phone).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Digit 1' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('sms-failure-wide.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('sms-failure-phone.png') });
    await page.setViewportSize({ width: 1440, height: 900 });

    providerStatus = 200;
    await page.getByRole('button', { name: 'GET OTP' }).click();
    await expect(page.getByText('OTP sent to your phone.')).toBeVisible();
    const code = received.at(-1)!.otp;
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'Digit 1' }).fill(code[0]!);
    for (let i = 1; i < 6; i += 1) await page.keyboard.type(code[i]!);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/main$/);
  });
});

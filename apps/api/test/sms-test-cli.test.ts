import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundled } from './api-bundles';
import { API_DIR } from './processes';

const scratch = mkdtempSync(path.join(tmpdir(), 'carcare-sms-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `npm run sms:test` (its bundle, as production does) with only PATH and `env`; answers its exit code and output. */
function smsTest(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...bundled('sms-test-cli'), ...args], { cwd: API_DIR, env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run sms:test', () => {
  it('sends one message through the file transport and says where it went', async () => {
    const outbox = path.join(scratch, 'outbox.jsonl');
    const run = await smsTest(['--phone', '9876543210'], { SMS_TRANSPORT: 'file', SMS_OUTBOX_FILE: outbox });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [line] = readFileSync(outbox, 'utf8').trim().split('\n').map((text) => JSON.parse(text) as { to: string; code: string; text: string });
    expect(line!.to).toBe('+919876543210');
    expect(line!.text).toContain(line!.code);
    expect(run.stdout).toContain(`Sending a test message to +919876543210 through file (${outbox}), code ${line!.code}`);
    expect(run.stdout).toContain(`OK: written to ${outbox}. Check that +919876543210 receives code ${line!.code}.`);
  }, 30_000);

  it('prints each answer of a provider that fails (503, then 503) and exits 1', async () => {
    const calls: { authorization: string | undefined; body: unknown }[] = [];
    const server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += String(chunk)));
      request.on('end', () => {
        calls.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"upstream carrier unavailable"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    try {
      const run = await smsTest(['--phone', '98765 43210'], { SMS_TRANSPORT: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'provider-token', SMS_MAX_ATTEMPTS: '2', SMS_RETRY_BASE_MS: '0' });
      expect(run.code).toBe(1);
      expect(calls).toHaveLength(2);
      expect(calls[0]).toMatchObject({ authorization: 'Bearer provider-token', body: { to: '+919876543210' } });
      expect(run.stdout).toContain(`call 1 to ${url}: HTTP 503 {"error":"upstream carrier unavailable"}`);
      expect(run.stdout).toContain(`call 2 to ${url}: HTTP 503 {"error":"upstream carrier unavailable"}`);
      expect(run.stderr).toContain('FAILED: SMS provider answered 503');
      // The token is the operator's secret: never printed.
      expect(run.stdout + run.stderr).not.toContain('provider-token');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);

  it('names the setting that is missing, and refuses a bad phone number', async () => {
    const missing = await smsTest(['--phone', '9876543210'], { SMS_TRANSPORT: 'msg91', MSG91_TEMPLATE_ID: 'tmpl' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Invalid configuration: MSG91_AUTH_KEY is required when SMS_TRANSPORT=msg91/);
    const production = await smsTest(['--phone', '9876543210'], { NODE_ENV: 'production' });
    expect(production.code).toBe(1);
    expect(production.stderr).toMatch(/^Invalid configuration: SMS_TRANSPORT is required in production/);
    const noUrl = await smsTest(['--phone', '9876543210'], { SMS_TRANSPORT: 'http' });
    expect(noUrl.stderr).toMatch(/SMS_HTTP_URL is required when SMS_TRANSPORT=http/);
    const bad = await smsTest(['--phone', '12345'], { SMS_TRANSPORT: 'console' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run sms:test -- --phone 98XXXXXXXX');
  }, 30_000);
});

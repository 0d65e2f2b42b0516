import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Msg91Settings, SmsRetryPolicy } from './sms-transport';
import { createConsoleTransport, createFileTransport, createHttpTransport, createMsg91Transport, SmsSendError } from './sms-transport';

const message = { to: '+919000000001', code: '123456', text: '123456 is your code', at: '2026-01-15T09:00:00.000Z' };

describe('SMS transports', () => {
  it('file: appends one JSON line {to, code, text, at} per message', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'carcare-sms-')), 'nested', 'outbox.jsonl');
    const transport = createFileTransport(file);
    await transport.send(message);
    await transport.send({ ...message, code: '654321' });
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toEqual([message, { ...message, code: '654321' }]);
  });

  it('console: prints the text with the code', async () => {
    const lines: string[] = [];
    await createConsoleTransport((line) => lines.push(line)).send(message);
    expect(lines[0]).toContain('123456');
    expect(lines[0]).toContain('+919000000001');
  });
});

/** What the provider double does with one call. */
type Reply = { status: number; body?: unknown; delayMs?: number } | 'reset';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A local HTTP server playing MSG91 (or a webhook): answers each call with the next scripted reply. */
let server: Server;
let base = '';
let replies: Reply[] = [];
let received: Received[] = [];

function answer(request: IncomingMessage, response: ServerResponse) {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: raw === '' ? null : JSON.parse(raw) });
    const reply = replies.shift() ?? { status: 200, body: { type: 'success', message: 'req-1' } };
    if (reply === 'reset') {
      request.socket.destroy();
      return;
    }
    const timer = setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body ?? {}));
    }, reply.delayMs ?? 0);
    response.on('close', () => clearTimeout(timer));
  });
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  replies = [];
  received = [];
});

const settings = (): Msg91Settings => ({ url: `${base}/api/v5/flow`, authKey: 'auth-key-1', templateId: 'tmpl-otp', senderId: 'CARCRE', codeVariable: 'otp' });
/** Quick retries: the waits are recorded, not slept. */
const fast: SmsRetryPolicy = { timeoutMs: 1_000, maxAttempts: 3, backoffBaseMs: 100, totalTimeoutMs: 5_000 };
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('MSG91 transport (against a local server playing MSG91)', () => {
  it('POSTs the Flow body with the authkey header: template, sender, recipient 91XXXXXXXXXX and the code variable', async () => {
    await createMsg91Transport(settings(), fast).send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/v5/flow' });
    expect(received[0]?.headers.authkey).toBe('auth-key-1');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.body).toEqual({ template_id: 'tmpl-otp', short_url: '0', sender: 'CARCRE', recipients: [{ mobiles: '919000000001', otp: '123456' }] });
  });

  it('leaves the sender to the template when none is configured and names the code variable as configured', async () => {
    await createMsg91Transport({ ...settings(), senderId: null, codeVariable: 'code' }, fast).send(message);
    expect(received[0]?.body).toEqual({ template_id: 'tmpl-otp', short_url: '0', recipients: [{ mobiles: '919000000001', code: '123456' }] });
  });

  it('sends a customer message through its own template in the customer’s language, English where Hindi has none', async () => {
    const moved = { ...message, code: '', template: { name: 'reschedule' as const, language: 'hi' as const, variables: { code: 'SR-000123', date: '2 दिसंबर 2026', time: '5:00 pm', service: 'Wash' } } };
    await createMsg91Transport({ ...settings(), customerTemplates: { reschedule: { en: 'tmpl-moved', hi: 'tmpl-moved-hi' } } }, fast).send(moved);
    expect(received[0]?.body).toEqual({ template_id: 'tmpl-moved-hi', short_url: '0', sender: 'CARCRE', recipients: [{ mobiles: '919000000001', code: 'SR-000123', date: '2 दिसंबर 2026', time: '5:00 pm', service: 'Wash' }] });
    await createMsg91Transport({ ...settings(), customerTemplates: { reschedule: { en: 'tmpl-moved', hi: null } } }, fast).send(moved);
    expect((received[1]?.body as { template_id: string }).template_id).toBe('tmpl-moved');
    await expect(createMsg91Transport(settings(), fast).send(moved)).rejects.toThrow('No MSG91 template is configured for reschedule messages');
  });

  it('retries a 5xx answer after a backoff wait and succeeds', async () => {
    replies = [{ status: 503, body: { type: 'error', message: 'busy' } }, { status: 500 }, { status: 200, body: { type: 'success', message: 'req-2' } }];
    const { waits, sleep } = recordingSleep();
    await createMsg91Transport(settings(), fast, { sleep, random: () => 1 }).send(message);
    expect(received).toHaveLength(3);
    // Exponential: base, then twice the base (random 1 = no jitter taken off).
    expect(waits).toEqual([100, 200]);
  });

  it('jitters each wait to between half and all of its exponential step', async () => {
    replies = [{ status: 502 }, { status: 502 }];
    const { waits, sleep } = recordingSleep();
    await createMsg91Transport(settings(), fast, { sleep, random: () => 0 }).send(message);
    expect(waits).toEqual([50, 100]);
  });

  it('does not retry a 4xx answer', async () => {
    replies = [{ status: 401, body: { type: 'error', message: 'Authentication failure' } }];
    const { waits, sleep } = recordingSleep();
    const sending = createMsg91Transport(settings(), fast, { sleep }).send(message);
    await expect(sending).rejects.toThrow(/answered 401/);
    await expect(sending).rejects.toBeInstanceOf(SmsSendError);
    expect(received).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('treats a 200 whose body says type "error" as a refusal, not retried', async () => {
    replies = [{ status: 200, body: { type: 'error', message: 'Template not approved' } }];
    await expect(createMsg91Transport(settings(), fast, recordingSleep()).send(message)).rejects.toThrow(/refused the message: Template not approved/);
    expect(received).toHaveLength(1);
  });

  it('retries a connection reset, and fails after the last attempt when every call is reset', async () => {
    replies = ['reset', { status: 200, body: { type: 'success', message: 'req-3' } }];
    await createMsg91Transport(settings(), fast, recordingSleep()).send(message);
    expect(received).toHaveLength(2);

    received = [];
    replies = ['reset', 'reset', 'reset'];
    await expect(createMsg91Transport(settings(), fast, recordingSleep()).send(message)).rejects.toThrow(/unreachable/);
    expect(received).toHaveLength(3);
  });

  it('gives up on a call slower than the timeout, retries it, and fails when every answer is too slow', async () => {
    replies = [{ status: 200, delayMs: 2_000 }, { status: 200, body: { type: 'success', message: 'req-4' } }];
    const started = Date.now();
    await createMsg91Transport(settings(), { ...fast, timeoutMs: 200 }, recordingSleep()).send(message);
    expect(received).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1_500);

    received = [];
    replies = [{ status: 200, delayMs: 2_000 }, { status: 200, delayMs: 2_000 }];
    await expect(createMsg91Transport(settings(), { ...fast, timeoutMs: 200, maxAttempts: 2 }, recordingSleep()).send(message)).rejects.toThrow(/did not answer within 200 ms/);
    expect(received).toHaveLength(2);
  });

  it('bounds the whole send: no call runs past the total time, however many attempts remain', async () => {
    replies = Array.from({ length: 10 }, () => ({ status: 200, delayMs: 2_000 }));
    const started = Date.now();
    const policy: SmsRetryPolicy = { timeoutMs: 250, maxAttempts: 10, backoffBaseMs: 50, totalTimeoutMs: 600 };
    await expect(createMsg91Transport(settings(), policy).send(message)).rejects.toBeInstanceOf(SmsSendError);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(1_000);
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(received.length).toBeLessThan(10);
  });

  it('refuses a recipient that is not E.164 without calling the provider', async () => {
    await expect(createMsg91Transport(settings(), fast).send({ ...message, to: '9000000001' })).rejects.toThrow(/E\.164/);
    expect(received).toHaveLength(0);
  });
});

describe('generic webhook transport (against the same local server)', () => {
  it('POSTs {to, text, code} with the bearer token', async () => {
    replies = [{ status: 202 }];
    await createHttpTransport(`${base}/send`, 'tok', fast).send(message);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/send' });
    expect(received[0]?.headers.authorization).toBe('Bearer tok');
    expect(received[0]?.body).toEqual({ to: '+919000000001', text: message.text, code: '123456' });
  });

  it('retries 5xx and network resets, never 4xx', async () => {
    replies = [{ status: 500 }, 'reset', { status: 204 }];
    await createHttpTransport(`${base}/send`, null, fast, recordingSleep()).send(message);
    expect(received).toHaveLength(3);

    received = [];
    replies = [{ status: 422 }];
    await expect(createHttpTransport(`${base}/send`, null, fast, recordingSleep()).send(message)).rejects.toThrow(/422/);
    expect(received).toHaveLength(1);
  });
});

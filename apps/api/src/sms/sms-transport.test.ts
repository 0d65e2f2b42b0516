import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConsoleTransport, createFileTransport, createHttpTransport } from './sms-transport';

const message = { to: '9000000001', code: '123456', text: '123456 is your code', at: '2026-01-15T09:00:00.000Z' };

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
    expect(lines[0]).toContain('9000000001');
  });

  it('http: POSTs JSON with the bearer token and fails on a non-2xx answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const okFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: 202 });
    }) as unknown as typeof fetch;
    await createHttpTransport('https://sms.example.in/send', 'tok', okFetch).send(message);
    expect(calls[0]?.url).toBe('https://sms.example.in/send');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ to: '9000000001', code: '123456' });

    const failingFetch = (async () => new Response('nope', { status: 500 })) as unknown as typeof fetch;
    await expect(createHttpTransport('https://sms.example.in/send', null, failingFetch).send(message)).rejects.toThrow(/500/);
  });
});

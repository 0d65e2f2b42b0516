import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bundled } from './api-bundles';
import { makeWebDist } from './test-app';

/** apps/api: where `src/main.ts` runs from. */
export const API_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  /** Its exit code, once it exits. */
  exited: Promise<number | null>;
}

/**
 * Starts the real API (`src/main.ts`, from its bundle as production runs it: test/api-bundles.ts) as
 * a child process on a free port of 127.0.0.1, with a tiny built console, NODE_ENV=development and
 * only PATH from this environment; `env` adds or overrides.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, bundled('main'), {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', WEB_DIST_DIR: makeWebDist(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The origin a server logs in its "ready at" line; throws with its output when it exits first or takes over `limitMs` (a minute). */
export async function waitForOrigin(server: ServerProcess, limitMs = 60_000): Promise<string> {
  for (let waited = 0; waited < limitMs; waited += 50) {
    const ready = /ready at (http:\/\/[\d.]+:\d+)/.exec(server.output());
    if (ready?.[1]) return ready[1];
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not start: ${server.output()}`);
}

/**
 * Stops a server with SIGTERM and answers its exit code (0 after a graceful shutdown). One still
 * running `graceMs` later is killed (code null), so a hung shutdown fails its test instead of
 * outliving the run.
 */
export async function stopServer(server: ServerProcess, graceMs = 20_000): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  const kill = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(kill);
  }
}

/** The last code SMS_TRANSPORT=file wrote to `outbox` for `phone`, or null. */
export function lastOutboxCode(outbox: string, phone: string): string | null {
  let lines: string[];
  try {
    lines = readFileSync(outbox, 'utf8').trim().split('\n');
  } catch {
    return null;
  }
  const messages = lines.filter(Boolean).map((line) => JSON.parse(line) as { to: string; code: string });
  // The transport writes the number in E.164 (+91…); callers name it as typed.
  return messages.filter((message) => message.to.endsWith(phone)).at(-1)?.code ?? null;
}

export const postJson = (origin: string, url: string, body: unknown, token?: string) =>
  fetch(`${origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });

/** Signs in through a running server whose SMS_TRANSPORT=file writes to `outbox`; answers the tokens. */
export async function signInThroughOutbox(origin: string, outbox: string, phone: string): Promise<{ access: string; refresh: string }> {
  const sent = await postJson(origin, '/admins/auth/admin/send-otp/', { phone });
  if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${await sent.text()}`);
  const code = lastOutboxCode(outbox, phone);
  if (!code) throw new Error(`no code in ${outbox} for ${phone}`);
  const verified = await postJson(origin, '/admins/auth/admin/verify-otp/', { phone, otp: code });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}: ${await verified.text()}`);
  return ((await verified.json()) as { data: { access: string; refresh: string } }).data;
}

/**
 * New, empty databases (nothing migrated) on the PostgreSQL server of DATABASE_URL, for tests that
 * start real processes on one; `dropAll` removes every one made.
 */
export function emptyDatabases() {
  const serverUrl = process.env.DATABASE_URL!;
  const created: string[] = [];
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  return {
    async create(): Promise<string> {
      const name = `test_empty_${randomBytes(6).toString('hex')}`;
      await onServer(`create database ${name}`);
      created.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll(): Promise<void> {
      for (const name of created.splice(0)) await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}

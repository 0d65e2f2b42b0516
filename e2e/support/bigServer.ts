import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT } from '../e2e.env';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** How many requests the big-list journeys run on: enough that an export shows its progress and can be cancelled midway. */
export const BIG_REQUESTS = 100_000;
/** The big server's own port; E2E_BIG_PORT when the next port is someone else's. */
export const BIG_PORT = Number(process.env.E2E_BIG_PORT ?? E2E_PORT + 1);
export const BIG_BASE_URL = `http://127.0.0.1:${BIG_PORT}`;
const folderOf = (requests: number) => join(here, '..', '.work', `requests-${requests}`);
export const BIG_OUTBOX_FILE = join(folderOf(BIG_REQUESTS), 'sms-outbox.jsonl');

/** What the seeded folder was made from: it is seeded again when the migrations change. */
function seedStamp(): string {
  return readdirSync(join(root, 'apps', 'api', 'drizzle')).filter((name) => name.endsWith('.sql')).sort().join(',');
}

/**
 * Seeds a folder of its own with `requests` generated requests once (kept across runs on one
 * machine, made again when the migrations change), so only the first run pays for the seed.
 * Returns the seconds it took, or null when the folder was already seeded.
 */
export function seedRequestsOnce(requests: number): number | null {
  const folder = folderOf(requests);
  const marker = join(folder, 'seeded.json');
  const stamp = seedStamp();
  if (existsSync(marker) && (JSON.parse(readFileSync(marker, 'utf8')) as { stamp: string }).stamp === stamp) return null;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const started = Date.now();
  const seeded = spawnSync('npm', ['run', 'seed', '--', '--requests', String(requests)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: join(folder, 'data'), DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding ${requests} requests failed:\n${seeded.stdout}\n${seeded.stderr}`);
  const seconds = (Date.now() - started) / 1000;
  writeFileSync(marker, JSON.stringify({ stamp, seconds }));
  return seconds;
}

/** Seeds the folder of BIG_REQUESTS requests once (see seedRequestsOnce). */
export const seedBigDataOnce = () => seedRequestsOnce(BIG_REQUESTS);

/** Starts a console on the big folder, as e2e/serve.mjs starts the demo one; resolves once it is ready. */
export const startBigServer = () => startRequestsServer(BIG_REQUESTS);

/**
 * Starts a console on the folder seeded with `requests` requests, on BIG_PORT; resolves once it is
 * ready. `fresh`: on a copy of the folder made now, for journeys that change the data (the seeded
 * folder stays as seeded for the next run). Its SMS outbox is `outboxFile`.
 */
export async function startRequestsServer(requests: number, { fresh = false }: { fresh?: boolean } = {}): Promise<{ stop: () => Promise<void>; outboxFile: string }> {
  const folder = folderOf(requests);
  let dataDir = join(folder, 'data');
  if (fresh) {
    const copy = join(folder, 'fresh');
    rmSync(copy, { recursive: true, force: true });
    cpSync(dataDir, join(copy, 'data'), { recursive: true });
    dataDir = join(copy, 'data');
  }
  const outboxFile = join(folder, 'sms-outbox.jsonl');
  rmSync(outboxFile, { force: true });
  const server: ChildProcess = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(BIG_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMS_TRANSPORT: 'file',
      SMS_OUTBOX_FILE: outboxFile,
      OTP_RESEND_SECONDS: '0',
      OTP_MAX_SENDS_PER_HOUR: '1000',
      OTP_MAX_SENDS_PER_IP_PER_HOUR: '10000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the big server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BIG_BASE_URL}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error('the big server did not get ready in 2 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    outboxFile,
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}

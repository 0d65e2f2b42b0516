// The requests CSV export at scale (issue 11): on the PostgreSQL of DATABASE_URL (seeded with
// BENCH_REQUESTS requests when empty, as requests-list.ts does), starts the API, signs in as the
// demo super admin and downloads GET /api/v1/requests.csv of every request, reading the server's
// resident memory (VmRSS) every 50 ms. The summary goes to bench/results/<date>-csv-export-<rows>/.
//
//   DATABASE_URL=postgres://… npm run csv-export -w bench
//   BENCH_REQUESTS (1000000) BENCH_PORT (8298) BENCH_SORTS (",status": the default sort, then by status)
//   BENCH_NODE_FLAGS: flags for the server's node (e.g. --trace-gc)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, hostname, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database (bash scripts/start-test-postgres.sh starts one).');
  process.exit(1);
}
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const port = Number(process.env.BENCH_PORT ?? 8298);
const sorts = (process.env.BENCH_SORTS ?? ',status').split(',');
const base = `http://127.0.0.1:${port}`;

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const one = async (text: string): Promise<Record<string, unknown> | undefined> => (await client.query(text)).rows[0];

// 1. Seed (the seed only fills an empty database).
const migrated = (await one(`select to_regclass('service_requests') is not null as yes`))?.yes === true;
const hasRequests = migrated && (await one('select exists (select 1 from service_requests) as yes'))?.yes === true;
if (!hasRequests) {
  console.log(`Seeding ${requests} requests…`);
  const seed = spawnSync('npm', ['run', 'seed', '-w', 'apps/api', '--', '--requests', String(requests)], { cwd: root, stdio: 'inherit', env: process.env });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}
const total = Number((await one('select count(*) as n from service_requests'))!.n);
await client.end();

// 2. The server itself (not a wrapper process), so its pid is the memory measured.
const work = mkdtempSync(join(tmpdir(), 'carcare-bench-'));
const outbox = join(work, 'sms-outbox.jsonl');
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', join(root, 'apps', 'api', 'src', 'main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: work, SMS_TRANSPORT: 'file', SMS_OUTBOX_FILE: outbox, ACCESS_TOKEN_TTL_SECONDS: '3600', OTP_RESEND_SECONDS: '1', OTP_MAX_SENDS_PER_HOUR: '100', OTP_MAX_SENDS_PER_IP_PER_HOUR: '100', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);
for (let attempt = 0; ; attempt++) {
  const ready = await fetch(`${base}/readyz`).then((response) => response.ok).catch(() => false);
  if (ready) break;
  if (attempt > 120) throw new Error('The server did not become ready');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** The server's resident set, in MB. */
function rssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

// 3. Sign in as the super admin.
const phone = '9000000001';
const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
await post('/admins/auth/admin/send-otp/', { phone });
let code = '';
for (let attempt = 0; attempt < 50 && !code; attempt++) {
  if (existsSync(outbox)) code = (readFileSync(outbox, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { to: string; code: string }).filter((line) => line.to.endsWith(phone)).at(-1)?.code) ?? '';
  if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
}
const verified = (await (await post('/admins/auth/admin/verify-otp/', { phone, otp: code })).json()) as { data?: { access?: string } };
if (!verified.data?.access) throw new Error(`Sign-in failed: ${JSON.stringify(verified)}`);
const authorization = `Bearer ${verified.data.access}`;

/** Downloads a CSV as fast as it comes (no compression asked), counting bytes and lines. */
function download(path: string): Promise<{ bytes: number; lines: number; status: number }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { authorization } }, (response) => {
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
      });
      response.on('end', () => resolve({ bytes, lines, status: response.statusCode ?? 0 }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

// 4. Warm the code paths with a one-row export, then the full ones, sampling memory meanwhile.
await download('/api/v1/requests.csv?q=SR-000001');
await new Promise((resolve) => setTimeout(resolve, 1000));

interface Run {
  sort: string;
  rows: number;
  megabytes: number;
  seconds: number;
  before: number;
  peak: number;
  after: number;
}
const runs: Run[] = [];
for (const sort of sorts) {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const started = performance.now();
  const result = await download(`/api/v1/requests.csv${sort ? `?sort=${sort}` : ''}`);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  if (result.status !== 200) throw new Error(`The export answered ${result.status}`);
  const run = { sort: sort || '(default: -scheduled_at)', rows: result.lines - 1, megabytes: result.bytes / 2 ** 20, seconds, before, peak, after: rssMb() };
  console.log(run);
  runs.push(run);
}
stopServer();

const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const outDir = join(root, 'bench', 'results', `${stamp}-csv-export-${total}`);
mkdirSync(outDir, { recursive: true });
const lines = [
  `# GET /api/v1/requests.csv at ${total.toLocaleString('en')} requests (PostgreSQL)`,
  '',
  `${new Date().toISOString()} · ${hostname()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · ${(totalmem() / 2 ** 30).toFixed(0)} GB · Node ${process.version} · super admin, every request, one download at a time, no compression`,
  '',
  'Server RSS (VmRSS of the API process) before the download, its peak while it ran, and after.',
  '',
  '| sort | rows | MB | seconds | rows/s | RSS before MB | RSS peak MB | growth MB | RSS after MB |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ...runs.map(
    (run) =>
      `| \`${run.sort}\` | ${run.rows} | ${run.megabytes.toFixed(0)} | ${run.seconds.toFixed(1)} | ${(run.rows / run.seconds).toFixed(0)} | ${run.before.toFixed(0)} | ${run.peak.toFixed(0)} | ${(run.peak - run.before).toFixed(0)} | ${run.after.toFixed(0)} |`,
  ),
];
writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nSaved in ${outDir}`);

// A spreadsheet import at scale: on the PostgreSQL of DATABASE_URL or the PGlite of
// BENCH_PGLITE_DIR (seeded with BENCH_REQUESTS requests when empty), starts the API, signs in as
// the demo workshop admin and imports BENCH_IMPORT_ROWS new workers from one CSV: the dry run,
// then the import as a bulk job followed until it ends, then the same file's dry run again (every
// row unchanged). The summary goes to bench/results/<date>-imports-<rows>/.
//
//   BENCH_PGLITE_DIR=/tmp/pglite-import npm run imports -w bench
//   BENCH_IMPORT_ROWS (10000) BENCH_REQUESTS (1000) BENCH_PORT (8297)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BulkJob, ImportDryRun } from '@carcare/contracts';
import { benchDatabaseOrExit, machineLine, resultsDir, seedIfEmpty, startSignedIn } from './lib';

const WORKSHOP_ADMIN_PHONE = '9000000002';
const database = benchDatabaseOrExit();
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 8297);
await seedIfEmpty(database, Number(process.env.BENCH_REQUESTS ?? 1000));
const server = await startSignedIn(database, port);
const authorization = await server.signIn(WORKSHOP_ADMIN_PHONE);

// Phones of this run (a prefix from the clock), so each run imports new workers.
const prefix = String(Date.now()).slice(-3);
const line = (index: number) => {
  const digits = `${prefix}${String(index).padStart(5, '0')}`;
  return `Bench Worker ${digits},+9193${digits},exterior_wash;detailing,aadhaar,BW${digits},2025-01-15`;
};
const file = Buffer.from(`name,phone,skills,id_proof_type,id_proof_number,joined_on\n${Array.from({ length: rows }, (_, index) => line(index)).join('\n')}\n`);

async function post<T>(path: string): Promise<{ status: number; body: T; seconds: number }> {
  const started = performance.now();
  const response = await fetch(`${server.base}${path}`, { method: 'POST', headers: { authorization, 'content-type': 'text/csv' }, body: file });
  return { status: response.status, body: (await response.json()) as T, seconds: (performance.now() - started) / 1000 };
}

const firstDryRun = await post<ImportDryRun>('/api/v1/imports/workers/dry-run');
console.log('dry run', firstDryRun.seconds.toFixed(1), 's', firstDryRun.body.counts);
const started = performance.now();
const startedJob = await post<BulkJob>('/api/v1/imports/workers');
if (startedJob.status !== 202) throw new Error(`The import answered ${startedJob.status}: ${JSON.stringify(startedJob.body)}`);
let job = startedJob.body;
while (job.status === 'queued' || job.status === 'running') {
  await new Promise((resolve) => setTimeout(resolve, 500));
  job = (await (await fetch(`${server.base}/api/v1/bulk-jobs/${job.id}`, { headers: { authorization } })).json()) as BulkJob;
}
const importSeconds = (performance.now() - started) / 1000;
console.log('import', importSeconds.toFixed(1), 's', job);
const secondDryRun = await post<ImportDryRun>('/api/v1/imports/workers/dry-run');
console.log('dry run again', secondDryRun.seconds.toFixed(1), 's', secondDryRun.body.counts);
server.stop();

const outDir = resultsDir(`imports-${rows}`);
mkdirSync(outDir, { recursive: true });
const lines = [
  `# Importing ${rows.toLocaleString('en')} workers from one CSV (${database.label})`,
  '',
  machineLine('workshop admin, one CSV of new workers, then the same file again'),
  '',
  '| step | seconds | outcome |',
  '|---|--:|---|',
  `| dry run | ${firstDryRun.seconds.toFixed(1)} | ${JSON.stringify(firstDryRun.body.counts)} |`,
  `| import (upload to job done) | ${importSeconds.toFixed(1)} | ${job.status}: ${job.done} done, ${job.refused} refused |`,
  `| dry run of the same file | ${secondDryRun.seconds.toFixed(1)} | ${JSON.stringify(secondDryRun.body.counts)} |`,
];
writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nSaved in ${outDir}`);

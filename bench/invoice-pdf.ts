// One GST document's PDF (DESIGN §8, goal ≤ 100 ms p50 warm), two ways:
// 1. the layout alone, in this process: renderInvoicePdf over the document's row as the route reads
//    it (findInvoicePdfData), a tax invoice and a credit note, English and Hindi; the first run (which
//    reads and parses the four fonts) reported apart, then INVOICE_PDF_RUNS warm runs, in wall time
//    and in this process's CPU time;
// 2. through the API: GET /api/v1/invoices/{id}/pdf one call at a time as the super admin (token
//    check, the row's read, the layout, the answer), the first call apart, then the warm calls.
// The summary goes to bench/results/<date>-invoice-pdf/.
//
//   DATABASE_URL=postgres://… npm run invoice-pdf -w bench
//   BENCH_PGLITE_DIR=… npm run invoice-pdf -w bench
//   BENCH_REQUESTS (10000: the size of the seed, when the database is empty; one document's PDF
//   reads its row by primary key, so the size hardly matters) INVOICE_PDF_RUNS (50) BENCH_PORT (8297)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@carcare/contracts';
import { renderInvoicePdf } from '../apps/api/src/modules/invoices/invoice-pdf';
import { findInvoicePdfData } from '../apps/api/src/modules/invoices/invoice-pdf-data';
import { benchDatabaseOrExit, machineLine, openBenchSql, resultsDir, seedIfEmpty, startSignedIn } from './lib';

const database = benchDatabaseOrExit();
const requests = Number(process.env.BENCH_REQUESTS ?? 10_000);
const runs = Number(process.env.INVOICE_PDF_RUNS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 8297);
const GOAL_P50_MS = 100;
const LANGUAGES: Language[] = ['en', 'hi'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => value.toFixed(1);

interface Row {
  what: string;
  first: number;
  p50: number;
  p95: number;
  /** This process's CPU time (user + system) per run, p50: what the layout costs whatever else the machine runs. Null for the HTTP calls, whose work is the server's. */
  cpuP50: number | null;
  bytes: number;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const spent = process.cpuUsage(cpu);
  return { value, ms: performance.now() - started, cpuMs: (spent.user + spent.system) / 1000 };
}

async function series(what: string, once: () => Promise<number>, inProcess: boolean): Promise<Row> {
  const first = await timed(once);
  const warm: number[] = [];
  const cpu: number[] = [];
  let bytes = first.value;
  for (let i = 0; i < runs; i++) {
    const run = await timed(once);
    warm.push(run.ms);
    cpu.push(run.cpuMs);
    bytes = run.value;
  }
  const row = { what, first: first.ms, p50: percentile(warm, 50), p95: percentile(warm, 95), cpuP50: inProcess ? percentile(cpu, 50) : null, bytes };
  console.log(`${what}: first ${ms(row.first)} ms, warm p50 ${ms(row.p50)} ms, p95 ${ms(row.p95)} ms${row.cpuP50 === null ? '' : `, CPU p50 ${ms(row.cpuP50)} ms`}, ${(bytes / 1024).toFixed(1)} KB`);
  return row;
}

const total = await seedIfEmpty(database, requests);
const sql = await openBenchSql(database);
const pick = async (kind: string) => Number((await sql.query(`select min(id) as id from invoices where kind = $1`, [kind]))[0]!.id);
const documents = { tax_invoice: await pick('tax_invoice'), credit_note: await pick('credit_note') };

const rows: Row[] = [];
for (const [kind, id] of Object.entries(documents)) {
  const data = (await findInvoicePdfData(sql.db, { kind: 'all' }, id))!;
  for (const language of LANGUAGES) rows.push(await series(`layout only · ${kind.replace('_', ' ')} · ${language}`, async () => (await renderInvoicePdf(data, language)).length, true));
}
// A PGlite directory opens in one process at a time: the server's, from here on.
await sql.close();

const server = await startSignedIn(database, port);
try {
  for (const [kind, id] of Object.entries(documents)) {
    for (const language of LANGUAGES) {
      rows.push(
        await series(`GET …/invoices/{id}/pdf · ${kind.replace('_', ' ')} · ${language}`, async () => {
          const response = await fetch(`${server.base}/api/v1/invoices/${id}/pdf?lang=${language}`, { headers: { authorization: server.authorization } });
          if (response.status !== 200) throw new Error(`The PDF answered ${response.status}`);
          return (await response.arrayBuffer()).byteLength;
        }, false),
      );
    }
  }
} finally {
  server.stop();
}

const outDir = resultsDir('invoice-pdf');
mkdirSync(outDir, { recursive: true });
const lines = [
  `# One GST document's PDF (${database.label}, ${total.toLocaleString('en')} requests)`,
  '',
  machineLine(`the first run apart, then ${runs} warm runs one at a time; goal ≤ ${GOAL_P50_MS} ms p50 warm`),
  '',
  'CPU: this process\'s user + system time per warm run (the layout alone), which a loaded machine does not inflate as it does the wall time.',
  '',
  '| what | first ms | warm p50 ms | warm p95 ms | CPU p50 ms | KB |',
  '|---|--:|--:|--:|--:|--:|',
  ...rows.map((row) => `| ${row.what} | ${ms(row.first)} | ${ms(row.p50)}${row.p50 > GOAL_P50_MS ? ' OVER' : ''} | ${ms(row.p95)} | ${row.cpuP50 === null ? '—' : ms(row.cpuP50)} | ${(row.bytes / 1024).toFixed(1)} |`),
];
writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.join('\n')}\n\nSaved in ${outDir}`);

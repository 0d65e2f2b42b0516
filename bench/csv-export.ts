// The requests CSV export at scale, or its XLSX: on the PostgreSQL of
// DATABASE_URL or the PGlite of BENCH_PGLITE_DIR (seeded with BENCH_REQUESTS requests when empty, as
// requests-list.ts does), starts the API, signs in as the demo super admin and downloads
// GET /api/v1/requests.csv (or .xlsx) of every request, reading the server's resident memory
// (VmRSS) every 50 ms. The summary goes to bench/results/<date>-csv-export-<rows>/ (xlsx-export-).
//
//   DATABASE_URL=postgres://… npm run csv-export -w bench
//   BENCH_PGLITE_DIR=/tmp/pglite-1m npm run csv-export -w bench
//   BENCH_PGLITE_DIR=/tmp/pglite-1m npm run csv-export -w bench -- --format xlsx   (or BENCH_FORMAT=xlsx)
//   BENCH_REQUESTS (1000000) BENCH_PORT (8298) BENCH_SORTS (",status": the default sort, then by status)
//   BENCH_NODE_FLAGS: flags for the server's node (e.g. --trace-gc)
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';
import { benchDatabaseOrExit, machineLine, resultsDir, seedIfEmpty, startSignedIn } from './lib';

const FORMATS = ['csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];
const { values: args } = parseArgs({ options: { format: { type: 'string' } } });
const format = (args.format ?? process.env.BENCH_FORMAT ?? 'csv') as Format;
if (!FORMATS.includes(format)) {
  console.error(`--format is csv or xlsx, not ${format}`);
  process.exit(2);
}

const database = benchDatabaseOrExit();
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const port = Number(process.env.BENCH_PORT ?? 8298);
const sorts = (process.env.BENCH_SORTS ?? ',status').split(',');

// 1. Seed (the seed only fills an empty database).
const total = await seedIfEmpty(database, requests);

// 2. The server itself (not a wrapper process), so its pid is the memory measured; 3. signed in.
const { base, rssMb, authorization, stop: stopServer } = await startSignedIn(database, port, (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean));

/** Downloads a CSV as fast as it comes (no compression asked), counting bytes and lines. */
interface Downloaded {
  bytes: number;
  /** Lines of a CSV, rows of an XLSX's sheet: the header and every row. */
  lines: number;
  status: number;
  /** When the last byte came (performance.now()). */
  endedAt: number;
}

function download(path: string): Promise<Downloaded> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { authorization } }, (response) => {
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
      });
      response.on('end', () => resolve({ bytes, lines, status: response.statusCode ?? 0, endedAt: performance.now() }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const SHEET = 'xl/worksheets/sheet1.xml';
const ROW_TAG = Buffer.from('<row');

/**
 * The rows of an XLSX's sheet (its `<row>` elements, the header included), read as a spreadsheet
 * program reads the file: the sheet found through the central directory at the end, its data
 * inflated as a stream (a million rows' sheet is far too much XML to hold whole) and checked
 * against the CRC and size the directory records. Rejects a broken file.
 */
async function xlsxSheetRows(zip: Buffer): Promise<number> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('The XLSX has no end of central directory');
  let at = zip.readUInt32LE(end + 16);
  for (let entry = zip.readUInt16LE(end + 10); entry > 0; entry -= 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === SHEET) {
      const [crc, compressedSize, size, local] = [zip.readUInt32LE(at + 16), zip.readUInt32LE(at + 20), zip.readUInt32LE(at + 24), zip.readUInt32LE(at + 42)];
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      let rows = 0;
      let inflated = 0;
      let sum = 0;
      let carry = Buffer.alloc(0);
      for await (const piece of Readable.from([zip.subarray(start, start + compressedSize)]).pipe(createInflateRaw())) {
        const chunk = piece as Buffer;
        inflated += chunk.length;
        sum = crc32(chunk, sum);
        // A tag split between two pieces is found in the last few bytes of one joined to the next.
        const text = Buffer.concat([carry, chunk]);
        for (let index = text.indexOf(ROW_TAG); index !== -1; index = text.indexOf(ROW_TAG, index + ROW_TAG.length)) rows += 1;
        carry = text.subarray(Math.max(text.length - (ROW_TAG.length - 1), 0));
      }
      if (inflated !== size) throw new Error(`The sheet inflates to ${inflated} bytes, the directory says ${size}`);
      if (sum !== crc) throw new Error('The sheet fails its CRC');
      return rows;
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`The XLSX has no ${SHEET}`);
}

/** Downloads an XLSX as fast as it comes (kept: compressed, it fits in memory), then counts its sheet's rows. */
function downloadXlsx(path: string): Promise<Downloaded> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { authorization } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const endedAt = performance.now();
        const zip = Buffer.concat(chunks);
        const status = response.statusCode ?? 0;
        (status === 200 ? xlsxSheetRows(zip) : Promise.resolve(0)).then((lines) => resolve({ bytes: zip.length, lines, status, endedAt }), reject);
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The export of the format asked for; `lines` counts the header too, as the CSV's lines do. */
const downloadExport = (query: string) => (format === 'csv' ? download(`/api/v1/requests.csv${query}`) : downloadXlsx(`/api/v1/requests.xlsx${query}`));

// 4. Warm the code paths with a one-row export, then the full ones, sampling memory meanwhile.
await downloadExport('?q=SR-000001');
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
  const result = await downloadExport(sort ? `?sort=${sort}` : '');
  // The download alone is timed (an XLSX's rows are counted after its last byte).
  const seconds = (result.endedAt - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  if (result.status !== 200) throw new Error(`The export answered ${result.status}`);
  const run = { sort: sort || '(default: -scheduled_at)', rows: result.lines - 1, megabytes: result.bytes / 2 ** 20, seconds, before, peak, after: rssMb() };
  console.log(run);
  runs.push(run);
}
stopServer();

const outDir = resultsDir(`${format}-export-${total}`);
mkdirSync(outDir, { recursive: true });
const lines = [
  `# GET /api/v1/requests.${format} at ${total.toLocaleString('en')} requests (${database.label})`,
  '',
  machineLine('super admin, every request, one download at a time, no compression'),
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

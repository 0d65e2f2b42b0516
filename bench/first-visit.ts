// The first visit to a list page, in Debian Chromium on the built console (goal: data and
// code requested together, ≤ 1 s on this machine). For the super admin's requests list and the
// workshop admin's, FIRST_VISIT_RUNS runs (5) each, medians:
// - cold load: a signed-in admin opens the list's address with an empty cache;
// - from the menu: the admin is on the dashboard (loaded, idle) and clicks the list in the menu.
// - cold load on a phone: the same address at 412×823, where the rows are cards (no DataGrid).
// Each run reports the time until the first row of data is on screen, when the list's data call
// started, and when the last script the page needed had arrived: a data call that starts only after
// the scripts is the waterfall this benchmark watches for. The phone's CPU is this machine's: the
// figure shows what the phone layout costs to load and draw, not a phone's speed.
//
//   npm run build && npm run first-visit -w bench
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { ADMINS, CHROME_FLAGS, CHROMIUM, signedInProfile } from './browser';
import { machineLine, resultsDir, startSignedIn } from './lib';

const RUNS = Number(process.env.FIRST_VISIT_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8098);
const GOAL_MS = 1000;

const LISTS = [
  { admin: ADMINS[0], name: 'super admin · Requests', path: 'requests', menuName: 'Requests', api: '/api/v1/requests?', gridLabel: 'Service requests', phone: true },
  { admin: ADMINS[1], name: 'workshop admin · Requests', path: 'list-requests', menuName: 'Requests', api: '/api/v1/requests?', gridLabel: 'Service requests', phone: false },
] as const;

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 412, height: 823 };
type Way = 'cold load' | 'from the menu' | 'cold load on a phone';

interface Visit {
  /** From the navigation (or the click) to the first data row on screen. */
  rowsMs: number;
  /** When the list's data call started, and when the last script arrived, from the same origin. */
  dataStartMs: number;
  lastScriptEndMs: number;
  /** When the list's data arrived. */
  dataEndMs: number;
  scripts: number;
  /** The scripts' bytes as sent: the build's Brotli copies, which Chromium accepts. */
  scriptBytes: number;
  /** Every script and API call since the start: path, start and end (runs.json only). */
  timeline: [string, number, number][];
}

/** Waits for the list's first data row and reads the resource timings since `sinceMs` (page time). */
async function visitFigures(page: Page, api: string, sinceMs: number, firstRow: string): Promise<Visit> {
  await page.waitForSelector(firstRow, { visible: true, timeout: 30_000 });
  return page.evaluate(
    (apiPath, since) => {
      const rowsAt = performance.now();
      const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.startTime >= since);
      const data = entries.find((entry) => entry.name.includes(apiPath));
      const scripts = entries.filter((entry) => entry.initiatorType === 'script' || /\.js$/.test(new URL(entry.name).pathname));
      return {
        rowsMs: rowsAt - since,
        dataStartMs: data ? data.startTime - since : Number.NaN,
        lastScriptEndMs: scripts.length ? Math.max(...scripts.map((entry) => entry.responseEnd)) - since : 0,
        dataEndMs: data ? data.responseEnd - since : Number.NaN,
        scripts: scripts.length,
        scriptBytes: scripts.reduce((total, entry) => total + entry.encodedBodySize, 0),
        timeline: entries.map((entry): [string, number, number] => [new URL(entry.name).pathname + new URL(entry.name).search, Math.round(entry.startTime - since), Math.round(entry.responseEnd - since)]),
      };
    },
    api,
    sinceMs,
  );
}

async function withBrowser<T>(profile: string, viewport: { width: number; height: number }, work: (page: Page) => Promise<T>): Promise<T> {
  // A fresh cache folder per run: every run is a first visit, with the admin's storage kept.
  const cacheDir = mkdtempSync(join(tmpdir(), 'carcare-first-visit-cache-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    userDataDir: profile,
    args: [...CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')), `--disk-cache-dir=${cacheDir}`],
    headless: true,
    defaultViewport: viewport,
  });
  try {
    return await work(await browser.newPage());
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carcare-first-visit-data-'));
  const server = await startSignedIn({ kind: 'pglite', dataDir, label: 'PGlite' }, PORT);
  const outbox = join(server.dataDir, 'sms-outbox.jsonl');
  const rows: string[] = [];
  const all: (Visit & { list: string; how: string; run: number })[] = [];
  try {
    for (const list of LISTS) {
      const { profile, url: home } = await signedInProfile(server.base, outbox, list.admin.phone);
      const listUrl = `${home.replace(/\/$/, '')}/${list.path}`;
      const ways: Way[] = list.phone ? ['cold load', 'from the menu', 'cold load on a phone'] : ['cold load', 'from the menu'];
      for (const how of ways) {
        const visits: Visit[] = [];
        const phone = how === 'cold load on a phone';
        // The first data row: the grid's on a wide screen, the first card on a phone.
        const firstRow = phone ? `ul[aria-label="${list.gridLabel}"] > li` : '.MuiDataGrid-row[data-rowindex="0"]';
        for (let run = 1; run <= RUNS; run += 1) {
          const visit = await withBrowser(profile, phone ? PHONE : WIDE, async (page) => {
            if (how !== 'from the menu') {
              await page.goto(listUrl);
              return visitFigures(page, list.api, 0, firstRow);
            }
            await page.goto(home, { waitUntil: 'networkidle0' });
            const link = await page.waitForSelector(`nav ::-p-text(${list.menuName})`, { visible: true });
            const since = await page.evaluate(() => performance.now());
            await link!.click();
            return visitFigures(page, list.api, since, firstRow);
          });
          visits.push(visit);
          all.push({ list: list.name, how, run, ...visit });
          console.log(`${list.name} · ${how} · run ${run}: rows at ${Math.round(visit.rowsMs)} ms, data call at ${Math.round(visit.dataStartMs)}–${Math.round(visit.dataEndMs)} ms, last script at ${Math.round(visit.lastScriptEndMs)} ms (${visit.scripts} scripts, ${Math.round(visit.scriptBytes / 1024)} KB)`);
        }
        const rowsMs = median(visits.map((visit) => visit.rowsMs));
        const dataStartMs = median(visits.map((visit) => visit.dataStartMs));
        const lastScriptEndMs = median(visits.map((visit) => visit.lastScriptEndMs));
        const together = dataStartMs < lastScriptEndMs ? 'yes' : 'no: after the scripts';
        const dataEndMs = median(visits.map((visit) => visit.dataEndMs));
        rows.push(`| ${list.name} | ${how} | ${Math.round(rowsMs)} ms ${rowsMs <= GOAL_MS ? '✓' : '✗'} | ${Math.round(dataStartMs)}–${Math.round(dataEndMs)} ms | ${Math.round(lastScriptEndMs)} ms | ${together} | ${median(visits.map((visit) => visit.scripts))} | ${(median(visits.map((visit) => visit.scriptBytes)) / 1024).toFixed(1)} KB |`);
      }
    }
  } finally {
    server.stop();
  }
  const summary = [
    '# First visit to a list page, Debian Chromium, built console',
    '',
    machineLine(`${RUNS} runs per list and way in, medians, empty cache each run; PGlite with the demo data; 1440×900, the phone 412×823`),
    '',
    `| list | way in | rows on screen (goal ≤ ${GOAL_MS} ms) | data call (start–end) | last script arrived | data requested with the code | scripts loaded | scripts as sent |`,
    '|---|---|--:|--:|--:|---|--:|--:|',
    ...rows,
    '',
  ].join('\n');
  const out = resultsDir('first-visit');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'summary.md'), summary);
  writeFileSync(join(out, 'runs.json'), `${JSON.stringify(all, null, 1)}\n`);
  console.log(`\n${summary}\nWritten to ${out}`);
}

await main();

// Lighthouse (its CLI, Debian Chromium) on the built console: the sign-in page signed out and each
// role's dashboard signed in, with the mobile and the desktop preset, LIGHTHOUSE_RUNS runs (3) each,
// medians. Writes bench/results/<stamp>-lighthouse/summary.md and runs.json (every run's figures);
// the full JSON reports (large) stay in a temporary folder the run names.
//
//   npm run build && npm run lighthouse -w bench
//
// The server starts on a fresh DATA_DIR with the demo data (the console's own `npm start` seed).
// A signed-in page is measured in a Chromium profile where that admin signed in through the
// console (phone, OTP from the SMS outbox file); Lighthouse keeps its storage
// (--disable-storage-reset) but clears the cache, so every run is a cold load of a signed-in page.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMINS, CHROME_FLAGS, CHROMIUM, signedInProfile } from './browser';
import { machineLine, resultsDir, root, startSignedIn } from './lib';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_PAGES: a comma-separated part of the pages' names to run only those ("workshop,society"); LIGHTHOUSE_PRESETS: mobile, desktop or both. */
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? null;
const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const PORT = Number(process.env.BENCH_PORT ?? 8097);
const GOALS = { mobile: 90, desktop: 98, accessibility: 100 };


interface Page {
  name: string;
  url: string;
  /** A Chromium profile with the admin signed in; null for the signed-out sign-in page. */
  profile: string | null;
}

interface Scores {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  scriptKb: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** One Lighthouse CLI run; answers the scores and keeps the JSON report. */
function runLighthouse(page: Page, preset: 'mobile' | 'desktop', reportFile: string): Scores {
  // --disable-storage-reset keeps the signed-in profile's storage and also its HTTP cache: a fresh cache
  // folder per run keeps every run a first visit.
  const cacheDir = mkdtempSync(join(tmpdir(), 'carcare-lighthouse-cache-'));
  const chromeFlags = [...CHROME_FLAGS, `--disk-cache-dir=${cacheDir}`, ...(page.profile ? [`--user-data-dir=${page.profile}`] : [])].join(' ');
  const args = [
    page.url,
    '--output=json',
    `--output-path=${reportFile}`,
    '--only-categories=performance,accessibility',
    `--chrome-flags=${chromeFlags}`,
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(page.profile ? ['--disable-storage-reset'] : []),
  ];
  let run = spawnSync(join(root, 'node_modules', '.bin', 'lighthouse'), args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8' });
  // A trace that failed to record (NO_NAVSTART, NO_FCP on a busy machine) asks to be run again: once.
  if (run.status !== 0 && /run Lighthouse again/i.test(run.stderr)) run = spawnSync(join(root, 'node_modules', '.bin', 'lighthouse'), args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`lighthouse failed on ${page.url} (${preset}): ${run.stderr}`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    finalDisplayedUrl: string;
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  };
  if (page.profile && /\/login$|\/$/.test(new URL(report.finalDisplayedUrl).pathname)) throw new Error(`${page.name}: Lighthouse saw the sign-in page, not the signed-in one`);
  const scripts = report.audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Script') ?? [];
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    accessibility: Math.round(report.categories.accessibility!.score * 100),
    fcpMs: report.audits['first-contentful-paint']!.numericValue!,
    lcpMs: report.audits['largest-contentful-paint']!.numericValue!,
    tbtMs: report.audits['total-blocking-time']!.numericValue!,
    scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

async function main(): Promise<void> {
  if (!existsSync(join(root, 'apps', 'web', 'dist', 'index.html'))) {
    console.error('Build the console first: npm run build');
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'carcare-lighthouse-data-'));
  const server = await startSignedIn({ kind: 'pglite', dataDir, label: 'PGlite' }, PORT);
  const outbox = join(server.dataDir, 'sms-outbox.jsonl');
  const out = resultsDir('lighthouse');
  mkdirSync(out, { recursive: true });
  const reports = mkdtempSync(join(tmpdir(), 'carcare-lighthouse-reports-'));
  const allRuns: (Scores & { page: string; preset: string; run: number })[] = [];
  try {
    const pages: Page[] = [{ name: 'sign-in (signed out)', url: `${server.base}/`, profile: null }];
    for (const admin of ADMINS) {
      const { profile, url } = await signedInProfile(server.base, outbox, admin.phone);
      pages.push({ name: `${admin.role} dashboard`, url, profile });
    }
    const rows: string[] = [];
    for (const page of pages.filter((candidate) => !ONLY_PAGES || ONLY_PAGES.some((part) => candidate.name.includes(part)))) {
      const medians: Record<string, Scores> = {};
      for (const preset of PRESETS) {
        const runs: Scores[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          const file = join(reports, `${page.name.replace(/\W+/g, '-')}-${preset}-${run}.json`);
          runs.push(runLighthouse(page, preset, file));
          allRuns.push({ page: page.name, preset, run, ...runs.at(-1)! });
          console.log(`${page.name} · ${preset} · run ${run}: performance ${runs.at(-1)!.performance}, accessibility ${runs.at(-1)!.accessibility}`);
        }
        medians[preset] = {
          performance: median(runs.map((r) => r.performance)),
          accessibility: median(runs.map((r) => r.accessibility)),
          fcpMs: median(runs.map((r) => r.fcpMs)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
          scriptKb: median(runs.map((r) => r.scriptKb)),
        };
      }
      const { mobile, desktop } = medians as { mobile?: Scores; desktop?: Scores };
      const mark = (value: number | undefined, goal: number) => (value === undefined ? '–' : `${value} ${value >= goal ? '✓' : '✗'}`);
      const accessibility = Math.min(...[mobile, desktop].flatMap((scores) => (scores ? [scores.accessibility] : [])));
      const onMobile = (figure: (scores: Scores) => string) => (mobile ? figure(mobile) : '–');
      rows.push(
        `| ${page.name} (\`${new URL(page.url).pathname}\`) | ${mark(mobile?.performance, GOALS.mobile)} | ${mark(desktop?.performance, GOALS.desktop)} | ${mark(accessibility, GOALS.accessibility)} | ${onMobile((scores) => `${(scores.fcpMs / 1000).toFixed(1)} / ${(scores.lcpMs / 1000).toFixed(1)} s`)} | ${onMobile((scores) => `${Math.round(scores.tbtMs)} ms`)} | ${onMobile((scores) => `${Math.round(scores.scriptKb)} KB`)} |`,
      );
    }
    const summary = [
      '# Lighthouse 12.8.2 on the built console',
      '',
      machineLine(`${RUNS} runs per page and preset, medians; PGlite with the demo data`),
      '',
      `| page | performance, mobile (goal ≥ ${GOALS.mobile}) | performance, desktop (≥ ${GOALS.desktop}) | accessibility (${GOALS.accessibility}) | mobile FCP / LCP | mobile TBT | scripts transferred |`,
      '|---|--:|--:|--:|--:|--:|--:|',
      ...rows,
      '',
    ].join('\n');
    writeFileSync(join(out, 'summary.md'), summary);
    writeFileSync(join(out, 'runs.json'), `${JSON.stringify(allRuns, null, 1)}\n`);
    console.log(`\n${summary}\nWritten to ${out}; the full reports are in ${reports}`);
  } finally {
    server.stop();
  }
}

await main();

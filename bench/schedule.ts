// The day board at scale: a workshop's day of 60 workers and 500 jobs (bench/schedule-day.ts lays
// it out on tomorrow's India date, beside the seeded million requests), and four figures:
// 1. GET /api/v1/schedule for that day: p50 of sequential calls at 1 connection (goal ≤ 50 ms) and
//    req/s at 32 connections (autocannon), with EXPLAIN (ANALYZE, BUFFERS) of each statement the
//    board's read runs (recorded from the API's own query in this process), saved beside the summary;
// 2. the board's first render in Debian Chromium (goal ≤ 1 s): from the navigation's start
//    (performance.timeOrigin) to the second animation frame after the page holds all 60 lanes and
//    all 500 job blocks (the first frame after the one that drew them), with the HTTP cache empty and
//    again warm, SCHEDULE_RUNS runs each, medians;
// 3. long tasks (PerformanceObserver 'longtask') while a job is dragged across the lanes with many
//    pointer moves (goal: none over 50 ms), and separately those of the drop that follows;
// 4. PostgreSQL only: a write through one API process (a reschedule) until its schedule event
//    arrives on GET /api/v1/events opened on a second process (goal ≤ 2 s), SCHEDULE_WRITES writes.
//
//   npm run build -w apps/web && DATABASE_URL=postgres://… npm run schedule -w bench
//   BENCH_PGLITE_DIR=… npm run schedule -w bench      (figures 1–3; a PGlite directory opens in one process)
//   BENCH_REQUESTS (1000000) BENCH_SECONDS per run (10) BENCH_PORT (8296; the second process +1)
//   SCHEDULE_RUNS (5) SCHEDULE_WRITES (20) SCHEDULE_DRAG_MOVES (300)
//   SCHEDULE_PARTS (api,browser,events): which of the measures to take (the plans are always saved)
//   SCHEDULE_TRACE=<folder>: Chromium performance traces (DevTools' Performance panel opens them) of
//   the first empty-cache load and of the drag, to see where their time goes
//   SCHEDULE_HTTP2=1: figures 2 and 3 through an HTTP/2 front on TLS (bench/http2-front.ts, on
//   BENCH_PORT + 2), as the deployment serves browsers (Caddy), instead of HTTP/1.1 to the API itself;
//   SCHEDULE_HTTP2=caddy: through Caddy itself (apt-get install -y caddy), as deploy/Caddyfile does
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { addDays, indiaDateOf, indiaInstantOf } from '../apps/api/src/db/calendar';
import { selectSchedule } from '../apps/api/src/modules/schedule/schedule-queries';
import { CHROME_FLAGS, CHROMIUM, signedInProfile } from './browser';
import { startCaddyFront, startHttp2Front } from './http2-front';
import { benchDatabaseOrExit, machineLine, measure, openBenchSql, resultsDir, root, seedIfEmpty, startSignedIn, SUPER_ADMIN_PHONE } from './lib';
import { BENCH_JOBS, BENCH_WORKERS, layOutBenchDay } from './schedule-day';

const database = benchDatabaseOrExit();
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8296);
const runs = Number(process.env.SCHEDULE_RUNS ?? 5);
const writes = Number(process.env.SCHEDULE_WRITES ?? 20);
const dragMoves = Number(process.env.SCHEDULE_DRAG_MOVES ?? 300);
const parts = new Set((process.env.SCHEDULE_PARTS ?? 'api,browser,events').split(','));
const front = process.env.SCHEDULE_HTTP2 === 'caddy' ? 'caddy' : process.env.SCHEDULE_HTTP2 === '1' ? 'node' : null;
const http2 = front !== null;
/** How the browser reached the console, named in the results. */
const transport = front === 'caddy' ? 'HTTP/2 on TLS through Caddy to the API' : front === 'node' ? 'HTTP/2 on TLS through a front (bench/http2-front.ts) to the API' : 'HTTP/1.1 to the API';
// npm runs this in bench/: a relative path is taken from where the command was typed.
const traceDir = process.env.SCHEDULE_TRACE ? resolve(process.env.INIT_CWD ?? '.', process.env.SCHEDULE_TRACE) : null;
if (traceDir) mkdirSync(traceDir, { recursive: true });
const GOALS = { apiP50Ms: 50, firstRenderMs: 1000, longTaskMs: 50, eventMs: 2000 };
const WIDE = { width: 1440, height: 900 };
const BROWSER_SETTLE_MS = 8000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const sleep = (millis: number) => new Promise((done) => setTimeout(done, millis));

const machine = machineLine(`${database.label}; a board of ${BENCH_WORKERS} workers and ${BENCH_JOBS} jobs`);
console.log(machine);

// 0. The database, and the bench's own day on tomorrow's India date (all of its jobs still to come).
const total = await seedIfEmpty(database, requests);
const now = new Date();
const date = addDays(indiaDateOf(now), 1);
const recorded: { sql: string; params: unknown[] }[] = [];
let recording = false;
const sqlClient = await openBenchSql(database, { logQuery: (sql, params) => recording && recorded.push({ sql, params }) });
const day = await layOutBenchDay(sqlClient.db, date, now);
console.log(`Bench workshop ${day.workshopId}, ${date}: ${day.workerIds.length} workers, ${day.jobs.length} jobs`);
// Rows just added are unknown to the planner's statistics until the tables are analysed, as a seed's are after it loads.
if (day.added) for (const table of ['workshops', 'societies', 'workers', 'worker_societies', 'leaves', 'service_requests']) await sqlClient.query(`analyze ${table}`);

const outDir = resultsDir(`schedule-${database.kind}-${total}${front === 'caddy' ? '-caddy' : http2 ? '-http2' : ''}`);
mkdirSync(outDir, { recursive: true });

// 1a. The board's statements, as the API runs them, each under EXPLAIN (ANALYZE, BUFFERS) once warm.
// PGlite's clock is slow to read (WebAssembly): there only the whole execution is timed.
const timingOff = database.kind === 'pglite' ? ', timing off' : '';
await selectSchedule(sqlClient.db, day.workshopId, date, now); // warm the cache, as a server's is
recording = true;
await selectSchedule(sqlClient.db, day.workshopId, date, now);
recording = false;
interface Plan {
  sql: string;
  params: unknown[];
  plan: string;
  ms: number;
  seqScanOnRequests: boolean;
}
const plans: Plan[] = [];
for (const statement of recorded) {
  await sqlClient.query(statement.sql, statement.params); // on this connection too
  const rows = await sqlClient.query(`explain (analyze, buffers${timingOff}) ${statement.sql}`, statement.params);
  const plan = rows.map((row) => row['QUERY PLAN'] as string).join('\n');
  const time = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(plan)?.[1] ?? 0);
  plans.push({ ...statement, plan, ms: time('Planning') + time('Execution'), seqScanOnRequests: /Seq Scan on service_requests/.test(plan) });
}
writeFileSync(
  join(outDir, 'explain-schedule.txt'),
  `-- GET /api/v1/schedule?date=${date}&workshop_id=${day.workshopId}: ${plans.length} statements, ${plans.reduce((sum, plan) => sum + plan.ms, 0).toFixed(3)} ms of SQL (planning + execution)\n\n` +
    plans.map((plan, index) => `-- statement ${index + 1}: ${plan.ms.toFixed(3)} ms\n${plan.sql}\n-- params: ${JSON.stringify(plan.params)}\n\n${plan.plan}\n`).join('\n'),
);
await sqlClient.close();

// 1b. The API on the same database: sequential calls (1 connection), then autocannon at 32.
const server = await startSignedIn(database, port);
const stops = [server.stop];
const path = `/api/v1/schedule?date=${date}&workshop_id=${day.workshopId}`;
const first = await fetch(`${server.base}${path}`, { headers: { authorization: server.authorization } });
const body = (await first.json()) as { workers: unknown[]; jobs: unknown[] };
const responseKb = JSON.stringify(body).length / 1024;
if (first.status !== 200 || body.workers.length !== BENCH_WORKERS || body.jobs.length !== BENCH_JOBS) {
  throw new Error(`GET ${path} answered ${first.status} with ${body.workers?.length} workers and ${body.jobs?.length} jobs`);
}
async function sequential(millis: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + millis;
  while (performance.now() < until || times.length < 50) {
    const started = performance.now();
    const response = await fetch(`${server.base}${path}`, { headers: { authorization: server.authorization } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}
await sequential(parts.has('api') ? 2000 : 0); // warm-up
const apiTimes = parts.has('api') ? await sequential(seconds * 1000) : [Number.NaN];
const many = parts.has('api') ? await measure(`${server.base}${path}`, server.authorization, 32, seconds) : { rps: Number.NaN, p50: Number.NaN, errors: 0 };
const api = {
  p50: median(apiTimes),
  p99: percentile(apiTimes, 99),
  calls: apiTimes.length,
  rps32: many.rps,
  p50at32: many.p50,
  errors: many.errors,
  sqlMs: plans.reduce((sum, plan) => sum + plan.ms, 0),
};
console.log(`GET /api/v1/schedule: p50 ${ms(api.p50)} ms, p99 ${ms(api.p99)} ms (${api.calls} calls); 32 connections ${api.rps32.toFixed(0)} req/s, p50 ${api.p50at32} ms; SQL ${api.sqlMs.toFixed(2)} ms; ${responseKb.toFixed(0)} KB`);

// 2, 3. The board in Chromium (the built console the API serves), as the super admin.
interface Render {
  cache: 'empty' | 'warm';
  /** From the navigation's start to the second frame after all lanes and jobs were in the page. */
  drawnMs: number;
  /** When the page first held all lanes and jobs. */
  domMs: number;
  /** The schedule call, start and end. */
  dataStartMs: number;
  dataEndMs: number;
  /** The protocol the day's call went over (Resource Timing's nextHopProtocol: http/1.1, h2). */
  protocol: string;
  longTasks: number;
  longestTaskMs: number;
}
interface Drag {
  moves: number;
  durationMs: number;
  frames: number;
  longestFrameMs: number;
  longTasks: number[];
  dropLongTasks: number[];
  dropSettledMs: number;
  dropHint: string;
  /** The page's main-thread tasks during the moves (Chromium's trace): the longest, wall clock and its own CPU time. */
  longestTaskWallMs: number;
  longestTaskCpuMs: number;
  /** The most CPU any one task took. */
  maxTaskCpuMs: number;
}
const renders: Render[] = [];
let drag: Drag | null = null;
const built = parts.has('browser') && existsSync(join(process.env.WEB_DIST_DIR ?? join(root, 'apps', 'web', 'dist'), 'index.html'));
if (parts.has('browser') && !built) console.log('No built console (apps/web/dist): run `npm run build -w apps/web` for the board in Chromium.');

/** Installed before the page's own scripts: the moment every lane and job is in the page, and every long task. */
function watchBoard(lanes: number, jobs: number) {
  const state = window as unknown as { __board: { domAt?: number; drawnAt?: number; longTasks: { start: number; duration: number }[] } };
  state.__board = { longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.__board.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll('[data-lane-track]').length < lanes || document.querySelectorAll('[data-job-id]').length < jobs) return;
    observer.disconnect();
    state.__board.domAt = performance.now();
    // The first frame after this one has painted what this one drew.
    requestAnimationFrame(() => requestAnimationFrame(() => (state.__board.drawnAt = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * One browser for every run, given time to settle first: a new Chromium spends its first seconds
 * building its own pages (the omnibox's WebUI renderer), which on two cores would be measured as the
 * board's. Each run then opens a new tab with the HTTP cache cleared (an empty cache; the admin's
 * storage kept) and loads the board, then loads it again (warm).
 */
async function openBrowser(profile: string, acceptInsecureCerts = false): Promise<Browser> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, userDataDir: profile, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')), headless: true, defaultViewport: WIDE, acceptInsecureCerts });
  await sleep(BROWSER_SETTLE_MS);
  return browser;
}

async function loadBoard(page: Page, url: string, cache: Render['cache'], trace: string | null): Promise<Render> {
  if (trace) await page.tracing.start({ path: trace });
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __board: { drawnAt?: number } }).__board.drawnAt !== undefined, { timeout: 60_000 });
  if (trace) await page.tracing.stop();
  return page.evaluate((cacheKind) => {
    const board = (window as unknown as { __board: { domAt: number; drawnAt: number; longTasks: { start: number; duration: number }[] } }).__board;
    const data = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.includes('/api/v1/schedule?'));
    const before = board.longTasks.filter((task) => task.start < board.drawnAt);
    return {
      cache: cacheKind,
      drawnMs: board.drawnAt,
      domMs: board.domAt,
      dataStartMs: data?.startTime ?? Number.NaN,
      dataEndMs: data?.responseEnd ?? Number.NaN,
      protocol: data?.nextHopProtocol ?? '',
      longTasks: before.length,
      longestTaskMs: Math.max(0, ...before.map((task) => task.duration)),
    };
  }, cache);
}

/**
 * Drags the second job of the first lane in view (a job without a society, so any lane could take it)
 * over the lanes in view and back, `moves` pointer moves about a frame apart, then drops it on another
 * worker's free morning (08:30). Long tasks and frames are counted from the press to the last move,
 * and then from the release until the job shows in its new lane.
 */
async function dragAcrossLanes(page: Page, moves: number): Promise<Drag> {
  const geometry = await page.evaluate(() => {
    document.querySelector('[data-lane-track]')!.closest('section')!.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
    const tracks = Array.from(document.querySelectorAll<HTMLElement>('[data-lane-track]'))
      .map((track) => ({ workerId: Number(track.dataset.laneTrack), axisStart: Number(track.dataset.axisStart), rect: track.getBoundingClientRect(), jobs: track.querySelectorAll('[data-job-id]').length }))
      .filter(({ rect }) => rect.top >= 70 && rect.bottom <= innerHeight - 30);
    const source = tracks.find((track) => track.jobs >= 2)!;
    const block = document.querySelectorAll<HTMLElement>(`[data-lane-track="${source.workerId}"] [data-job-id]`)[1]!;
    const rect = block.getBoundingClientRect();
    return {
      jobId: Number(block.dataset.jobId),
      from: { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 },
      grabX: rect.width / 2,
      lanes: tracks.map((track) => ({ workerId: track.workerId, left: track.rect.left, right: Math.min(track.rect.right, innerWidth - 10), y: track.rect.top + track.rect.height / 2, axisStart: track.axisStart, jobs: track.jobs })),
    };
  });
  const { lanes } = geometry;
  if (lanes.length < 3) throw new Error(`Only ${lanes.length} lanes in view`);
  const target = lanes.filter((lane) => lane.jobs > 0).at(-1)!;
  const dropX = target.left + (8 * 60 + 30 - target.axisStart) * 1.5 + geometry.grabX;
  const top = lanes[0]!.y;
  const bottom = lanes.at(-1)!.y;
  const left = lanes[0]!.left + 20;
  const right = lanes[0]!.right - 20;

  await page.evaluate(() => {
    const state = window as unknown as { __drag: { frames: number[]; stop: boolean } };
    state.__drag = { frames: [], stop: false };
    const tick = (at: number) => {
      state.__drag.frames.push(at);
      if (!state.__drag.stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // The trace's task events give each task's CPU time beside its wall time: on a shared machine a
  // task can last longer than its work while the thread waits for a core.
  // Only the tasks between the two marks count: with the full categories (SCHEDULE_TRACE) the trace's
  // first task also holds the V8 profiler starting up, work of the tracing rather than of the page.
  await page.tracing.start(traceDir ? { path: join(traceDir, 'drag.json') } : { categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.mouse.move(geometry.from.x, geometry.from.y);
  const pressedAt = await page.evaluate(() => (performance.mark('bench:drag-start'), performance.now()));
  await page.mouse.down();
  for (let step = 1; step <= moves; step += 1) {
    // Down the lanes in view and back up, twice, while sweeping the day left and right three times.
    const phase = (step / moves) * 2;
    const upDown = phase % 1 < 0.5 ? (phase % 1) * 2 : 2 - (phase % 1) * 2;
    const x = left + ((right - left) * (1 - Math.cos((step / moves) * 6 * Math.PI))) / 2;
    await page.mouse.move(x, top + (bottom - top) * upDown);
    await sleep(10);
  }
  const movedAt = await page.evaluate(() => (performance.mark('bench:drag-end'), performance.now()));
  const tasks = mainThreadTasks((await page.tracing.stop()) ?? null, '/schedule');
  await page.mouse.move(dropX, target.y, { steps: 5 });
  const hint = await page.evaluate(() => document.querySelector('[data-drop-hint]')?.getAttribute('data-drop-hint') ?? 'none');
  const releasedAt = await page.evaluate(() => performance.now());
  await page.mouse.up();
  // Settled: the job in its new lane as the server has it (no longer drawn as a move being saved).
  const settled = await page.waitForFunction(
    (workerId, jobId) => (document.querySelector(`[data-lane-track="${workerId}"] [data-job-id="${jobId}"]:not([data-saving])`) ? performance.now() : 0),
    { timeout: 15_000 },
    target.workerId,
    geometry.jobId,
  );
  const settledAt = (await settled.jsonValue()) as number;
  await sleep(500);
  const longest = tasks.reduce((top, task) => (task.wallMs > top.wallMs ? task : top), { wallMs: 0, cpuMs: 0 });
  const figures = await page.evaluate(
    (pressed, moved, released, settled, count, dropHint) => {
      const state = window as unknown as { __drag: { frames: number[]; stop: boolean }; __board: { longTasks: { start: number; duration: number }[] } };
      state.__drag.stop = true;
      const frames = state.__drag.frames.filter((at) => at >= pressed && at <= moved);
      const gaps = frames.slice(1).map((at, index) => at - frames[index]!);
      const within = (from: number, to: number) => state.__board.longTasks.filter((task) => task.start + task.duration > from && task.start < to).map((task) => task.duration);
      // The drop's tasks: from the release until the board settled, and the half second after it.
      return {
        moves: count,
        durationMs: moved - pressed,
        frames: frames.length,
        longestFrameMs: Math.max(0, ...gaps),
        longTasks: within(pressed, moved),
        dropLongTasks: within(released, settled + 500),
        dropSettledMs: settled - released,
        dropHint,
      };
    },
    pressedAt,
    movedAt,
    releasedAt,
    settledAt,
    moves,
    hint,
  );
  return { ...figures, longestTaskWallMs: longest.wallMs, longestTaskCpuMs: longest.cpuMs, maxTaskCpuMs: Math.max(0, ...tasks.map((task) => task.cpuMs)) };
}

/**
 * The tasks (wall and CPU ms) of a renderer's main thread, from a Chromium trace: the thread of the
 * renderer showing `path` when the trace names the frames, else the busiest renderer's (the page
 * being dragged); only those that end after the mark bench:drag-start and begin before bench:drag-end.
 */
function mainThreadTasks(trace: Uint8Array | null, path: string): { wallMs: number; cpuMs: number }[] {
  if (!trace) return [];
  interface TraceEvent {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    dur?: number;
    tdur?: number;
    ts: number;
    cat?: string;
    args?: { name?: string; data?: { frames?: { processId: number; url: string }[] } };
  }
  const parsed = JSON.parse(Buffer.from(trace).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const tasksOf = (thread: TraceEvent) => events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid);
  const pid = events.flatMap((event) => (event.name === 'TracingStartedInBrowser' ? (event.args?.data?.frames ?? []) : [])).find((frame) => frame.url.includes(path))?.processId;
  const busy = (thread: TraceEvent) => tasksOf(thread).reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = mains.find((thread) => thread.pid === pid) ?? [...mains].sort((a, b) => busy(b) - busy(a))[0];
  if (!main) return [];
  const markAt = (name: string) => events.find((event) => event.name === name && event.pid === main.pid && event.cat?.includes('blink.user_timing'))?.ts;
  const from = markAt('bench:drag-start');
  const to = markAt('bench:drag-end');
  if (from === undefined || to === undefined) throw new Error('The drag\'s marks are not in the trace');
  return tasksOf(main)
    .filter((event) => event.ts + (event.dur ?? 0) > from && event.ts < to)
    .map((event) => ({ wallMs: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? 0) / 1000 }));
}

if (built) {
  const outbox = join(server.dataDir, 'sms-outbox.jsonl');
  let base = server.base;
  if (http2) {
    const started = front === 'caddy' ? await startCaddyFront(server.base, port + 2) : await startHttp2Front(server.base, port + 2);
    stops.push(() => void started.stop());
    base = started.base;
  }
  // The console's storage is the origin's: the admin signs in where the board is then loaded.
  const { profile } = await signedInProfile(base, outbox, SUPER_ADMIN_PHONE, { acceptInsecureCerts: http2 });
  const url = `${base}/main/schedule?workshop_id=${day.workshopId}&date=${date}`;
  const browser = await openBrowser(profile, http2);
  try {
    for (let run = 1; run <= runs; run += 1) {
      const page = await browser.newPage();
      // tsx names the functions it compiles with a helper of its own, which the page lacks.
      await page.evaluateOnNewDocument('self.__name = (fn) => fn;');
      await page.evaluateOnNewDocument(watchBoard, BENCH_WORKERS, BENCH_JOBS);
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      for (const cache of ['empty', 'warm'] as const) {
        const render = await loadBoard(page, url, cache, traceDir && run === 1 && cache === 'empty' ? join(traceDir, 'first-render.json') : null);
        renders.push(render);
        console.log(`run ${run}, ${cache} cache: drawn at ${ms(render.drawnMs)} ms (in the page at ${ms(render.domMs)} ms; data ${ms(render.dataStartMs)}–${ms(render.dataEndMs)} ms over ${render.protocol}; ${render.longTasks} long tasks, longest ${ms(render.longestTaskMs)} ms)`);
      }
      if (run === runs) {
        await sleep(1000);
        drag = await dragAcrossLanes(page, dragMoves);
        console.log(`drag: ${drag.moves} moves in ${ms(drag.durationMs)} ms, ${drag.frames} frames (longest ${ms(drag.longestFrameMs)} ms), long tasks [${drag.longTasks.map(ms).join(', ')}]; longest task in the trace ${ms(drag.longestTaskWallMs)} ms (CPU ${ms(drag.longestTaskCpuMs)} ms), most CPU in a task ${ms(drag.maxTaskCpuMs)} ms; drop (${drag.dropHint}) settled in ${ms(drag.dropSettledMs)} ms, long tasks [${drag.dropLongTasks.map(ms).join(', ')}]`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

// 4. An event across two processes: writes through A, the stream read on B (PostgreSQL only).
interface Crossing {
  /** From sending the write to its answer, and to the event's arrival on B's stream. */
  answerMs: number;
  eventMs: number;
}
const crossings: Crossing[] = [];
const boardTimes: number[] = [];
if (database.kind === 'postgres' && parts.has('events')) {
  const second = await startSignedIn(database, port + 1);
  stops.push(second.stop);
  const stream = await fetch(`${second.base}/api/v1/events`, { headers: { authorization: second.authorization } });
  if (stream.status !== 200 || !stream.body) throw new Error(`GET /api/v1/events answered ${stream.status}`);
  const waiting: { done: ((at: number) => void) | null } = { done: null };
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
      const at = performance.now();
      buffered += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const message = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = /^data: (.*)$/m.exec(message)?.[1];
        if (!data) continue;
        const event = JSON.parse(data) as { type: string; workshop_id?: number };
        if (event.type === 'schedule' && event.workshop_id === day.workshopId) waiting.done?.(at);
      }
    }
  })().catch(() => {});
  await sleep(500);
  // One job of each of `writes` workers moved to 07:00, free in every lane (the drag's drop took 08:30 of one).
  const movable = day.workerIds.slice(20, 20 + writes).map((workerId) => day.jobs.find((job) => job.workerId === workerId)!);
  for (const job of movable) {
    const arrived = new Promise<number>((done) => (waiting.done = done));
    const started = performance.now();
    const response = await fetch(`${server.base}/api/v1/requests/${job.id}/reschedule`, {
      method: 'POST',
      headers: { authorization: server.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ version: job.version, scheduled_at: indiaInstantOf(date, '07:00').toISOString() }),
    });
    const answered = performance.now();
    if (response.status !== 200) throw new Error(`The reschedule of ${job.code} answered ${response.status}: ${await response.text()}`);
    const eventAt = await Promise.race([arrived, sleep(10_000).then(() => Number.NaN)]);
    waiting.done = null;
    crossings.push({ answerMs: answered - started, eventMs: eventAt - started });
    await sleep(200);
  }
  console.log(`events across processes: ${crossings.map((crossing) => ms(crossing.eventMs)).join(', ')} ms`);
  await stream.body.cancel().catch(() => {});

  // 4b. The same to a browser: B's board open in Chromium (the console served by process B, its live
  // stream on B), each write through A timed until the moved job shows at its new time on that board.
  if (built) {
    const { profile } = await signedInProfile(second.base, join(second.dataDir, 'sms-outbox.jsonl'), SUPER_ADMIN_PHONE);
    const browser = await openBrowser(profile);
    try {
      const page = await browser.newPage();
      await page.goto(`${second.base}/main/schedule?workshop_id=${day.workshopId}&date=${date}`);
      await page.waitForFunction((count: number) => document.querySelectorAll('[data-job-id]').length >= count, { timeout: 60_000 }, BENCH_JOBS);
      // The console opens its stream once the page is idle after its first render.
      await sleep(3000);
      // Other workers' jobs than those moved above: each lane's 07:00 is still free.
      const movedWorkers = new Set(movable.map((job) => job.workerId));
      const targets = day.workerIds
        .filter((workerId) => !movedWorkers.has(workerId))
        .map((workerId) => day.jobs.find((job) => job.workerId === workerId))
        .filter((job): job is NonNullable<typeof job> => job !== undefined)
        .slice(-writes);
      for (const job of targets) {
        const started = performance.now();
        const response = await fetch(`${server.base}/api/v1/requests/${job.id}/reschedule`, {
          method: 'POST',
          headers: { authorization: server.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ version: job.version, scheduled_at: indiaInstantOf(date, '07:00').toISOString() }),
        });
        if (response.status !== 200) throw new Error(`The reschedule of ${job.code} answered ${response.status}: ${await response.text()}`);
        const shown = await page
          .waitForFunction((id: number) => document.querySelector(`[data-job-id="${id}"]`)?.getAttribute('aria-label')?.includes(', 07:00–') ?? false, { timeout: 10_000, polling: 'raf' }, job.id)
          .then(() => true)
          .catch(() => false);
        boardTimes.push(shown ? performance.now() - started : Number.NaN);
        await sleep(300);
      }
      console.log(`events across processes to a board: ${boardTimes.map(ms).join(', ')} ms`);
    } finally {
      await browser.close();
    }
  }
}

// The summary.
const empty = renders.filter((render) => render.cache === 'empty');
const warm = renders.filter((render) => render.cache === 'warm');
const eventTimes = crossings.map((crossing) => crossing.eventMs);
const seqScans = plans.filter((plan) => plan.seqScanOnRequests).length;
const longestDragTask = drag ? Math.max(0, ...drag.longTasks) : null;
const lines = [
  `# The day board: ${BENCH_WORKERS} workers, ${BENCH_JOBS} jobs, at ${total.toLocaleString('en')} requests (${database.label})`,
  '',
  machine,
  '',
  `The bench workshop (id ${day.workshopId}) on ${date}; GET ${path} answers ${responseKb.toFixed(0)} KB.`,
  '',
  '| figure | goal | measured |',
  '|---|--:|--:|',
  ...(parts.has('api') ? [`| GET /api/v1/schedule p50, 1 connection (${api.calls} calls) | ≤ ${GOALS.apiP50Ms} ms | ${ms(api.p50)} ms ${mark(api.p50 <= GOALS.apiP50Ms)} |`] : []),
  `| its statements on an index (no sequential scan of service_requests) | all | ${plans.length - seqScans} of ${plans.length} ${mark(seqScans === 0)} |`,
  ...(empty.length ? [`| first render, empty cache (median of ${empty.length}, ${http2 ? 'HTTP/2' : 'HTTP/1.1'}) | ≤ ${GOALS.firstRenderMs} ms | ${ms(median(empty.map((render) => render.drawnMs)))} ms ${mark(median(empty.map((render) => render.drawnMs)) <= GOALS.firstRenderMs)} |`] : []),
  ...(drag
    ? [
        `| longest task while dragging (${drag.moves} moves; long tasks observed) | ≤ ${GOALS.longTaskMs} ms | ${longestDragTask === 0 ? 'none over 50 ms' : `${ms(longestDragTask!)} ms (${drag.longTasks.length} over 50 ms)`} ${mark(longestDragTask! <= GOALS.longTaskMs)} |`,
        `| most CPU in one task while dragging (trace) | ≤ ${GOALS.longTaskMs} ms | ${ms(drag.maxTaskCpuMs)} ms ${mark(drag.maxTaskCpuMs <= GOALS.longTaskMs)} |`,
      ]
    : []),
  ...(eventTimes.length ? [`| write on process A → event on process B's stream, p50 / max (${eventTimes.length} writes) | ≤ ${GOALS.eventMs} ms | ${ms(median(eventTimes))} / ${ms(Math.max(...eventTimes))} ms ${mark(Math.max(...eventTimes) <= GOALS.eventMs)} |`] : []),
  ...(boardTimes.length ? [`| write on process A → the job moved on a board served by process B, p50 / max (${boardTimes.length} writes) | ≤ ${GOALS.eventMs} ms | ${ms(median(boardTimes))} / ${ms(Math.max(...boardTimes))} ms ${mark(Math.max(...boardTimes) <= GOALS.eventMs)} |`] : []),
  '',
  '## GET /api/v1/schedule',
  '',
  `${parts.has('api') ? `Sequential calls for ${seconds} s at 1 connection: p50 ${ms(api.p50)} ms, p99 ${ms(api.p99)} ms. autocannon at 32 connections for ${seconds} s: ${api.rps32.toFixed(0)} req/s, p50 ${api.p50at32} ms, ${api.errors} errors. ` : ''}The board's SQL, planning + execution: ${api.sqlMs.toFixed(2)} ms (\`explain-schedule.txt\`):`,
  '',
  '| statement | SQL ms | sequential scan of service_requests |',
  '|---|--:|---|',
  ...plans.map((plan) => `| ${describe(plan.sql)} | ${plan.ms.toFixed(2)} | ${plan.seqScanOnRequests ? 'yes' : 'no'} |`),
];
if (renders.length) {
  const row = (label: string, list: Render[]) =>
    `| ${label} | ${ms(median(list.map((render) => render.drawnMs)))} ms | ${ms(median(list.map((render) => render.domMs)))} ms | ${ms(median(list.map((render) => render.dataStartMs)))}–${ms(median(list.map((render) => render.dataEndMs)))} ms | ${median(list.map((render) => render.longTasks))} | ${ms(median(list.map((render) => render.longestTaskMs)))} ms |`;
  lines.push(
    '',
    '## First render',
    '',
    `/main/schedule?workshop_id=${day.workshopId}&date=${date} as the super admin, ${WIDE.width}×${WIDE.height}, ${runs} runs, medians. Start: the navigation's start (performance.timeOrigin). End: the second animation frame after the page first holds all ${BENCH_WORKERS} lanes ([data-lane-track]) and ${BENCH_JOBS} job blocks ([data-job-id]), i.e. the first frame after the one that drew them. Empty cache: a new tab with the browser's HTTP cache cleared (the admin's storage kept), in a browser left to settle after its start; warm: the same tab loaded again. The browser reached the console over ${transport}.`,
    '',
    '| cache | drawn | all in the page | schedule call | long tasks | longest |',
    '|---|--:|--:|--:|--:|--:|',
    row('empty', empty),
    row('warm', warm),
  );
}
if (drag) {
  lines.push(
    '',
    '## Dragging',
    '',
    `A job pressed, moved ${drag.moves} times about a frame apart over the lanes in view (down and back up twice, sweeping the day three times) in ${ms(drag.durationMs)} ms: ${drag.frames} frames, the longest ${ms(drag.longestFrameMs)} ms apart; long tasks (PerformanceObserver 'longtask') during the moves: ${drag.longTasks.length}${drag.longTasks.length ? `, longest ${ms(Math.max(...drag.longTasks))} ms` : ''}. In Chromium's trace of the same moves the longest main-thread task lasted ${ms(drag.longestTaskWallMs)} ms, of which ${ms(drag.longestTaskCpuMs)} ms on the CPU (the rest waiting for a core); the most CPU any task took was ${ms(drag.maxTaskCpuMs)} ms.`,
    `Then dropped on another worker's free 08:30 (the lane's hint said ${drag.dropHint}): the job showed in its new lane as the server has it (the move saved, the day read again) ${ms(drag.dropSettledMs)} ms after the release; long tasks from the release to half a second after that: ${drag.dropLongTasks.length ? drag.dropLongTasks.map(ms).join(', ') + ' ms' : 'none'}.`,
  );
}
if (crossings.length) {
  lines.push(
    '',
    '## An event across two API processes',
    '',
    `${crossings.length} reschedules sent to process A (port ${port}), each of another worker's job to 07:00; GET /api/v1/events open on process B (port ${port + 1}, same database): from sending the write to the schedule event's arrival on B's stream. p50 ${ms(median(eventTimes))} ms, max ${ms(Math.max(...eventTimes))} ms; the write's own answer p50 ${ms(median(crossings.map((crossing) => crossing.answerMs)))} ms.`,
    '',
    `Each (ms): ${eventTimes.map(ms).join(', ')}`,
    ...(boardTimes.length
      ? [
          '',
          `The same to a browser: the super admin's board of that day open in Chromium, the console served by process B (its live stream on B); ${boardTimes.length} more reschedules through A, each timed from sending the write until the job's block on B's board says its new time (the stream's event, the board's read of the day, its render). p50 ${ms(median(boardTimes))} ms, max ${ms(Math.max(...boardTimes))} ms.`,
          '',
          `Each (ms): ${boardTimes.map(ms).join(', ')}`,
        ]
      : []),
  );
}
lines.push('', `Load average at the end: ${machineLine('').split(' · ').find((part) => part.startsWith('load'))}.`);
writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
writeFileSync(join(outDir, 'runs.json'), `${JSON.stringify({ machine, date, workshopId: day.workshopId, api, renders, drag, crossings }, null, 1)}\n`);
console.log(`\n${lines.join('\n')}\n\nSaved in ${outDir}`);
stops.forEach((stop) => stop());

/** What each of the board's statements reads, for the table of plans. */
function describe(sql: string): string {
  if (/group by/i.test(sql)) return 'the week strip’s counts (service_requests)';
  if (/from "service_requests" inner join/.test(sql)) return 'the day’s jobs (service_requests)';
  if (/from "workers" where/.test(sql)) return 'the workers, with leave and societies';
  if (/from "workshops"/.test(sql)) return 'the workshop and its hours';
  return sql.slice(0, 60);
}

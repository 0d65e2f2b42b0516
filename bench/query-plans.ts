// The SQL behind a URL, as the server runs it: the same API built in this process on the same
// database (and the same DATA_DIR, so the benchmark server's tokens are valid here), a request
// injected, every statement it sent recorded, then each read run again under EXPLAIN (ANALYZE,
// BUFFERS). Its planning plus execution time, summed over the request's statements, is the "raw
// SQL" a request's latency is compared with.
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { systemClock } from '../apps/api/src/clock';
import { loadConfig } from '../apps/api/src/config';
import { openDb } from '../apps/api/src/db/client';
import { MemorySmsTransport } from '../apps/api/src/sms/sms-transport';

export interface StatementPlan {
  sql: string;
  params: unknown[];
  /** Planning + execution (EXPLAIN ANALYZE), or the client's wall time of a statement that is itself an EXPLAIN. */
  ms: number;
  plan: string;
}

export interface RequestPlans {
  statements: StatementPlan[];
  /** The request's SQL time: the sum over its statements. */
  ms: number;
}

const timeOf = (plan: string, label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(plan)?.[1] ?? 0);

export async function openPlanProbe(databaseUrl: string, dataDir: string) {
  const recorded: { sql: string; params: unknown[] }[] = [];
  const handle = await openDb({ databaseUrl, pgliteDir: null, logQuery: (sql, params) => recorded.push({ sql, params }) });
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: handle.db, clock: systemClock, sms: new MemorySmsTransport(), logger: false });
  await app.ready();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();

  async function planOf({ sql, params }: { sql: string; params: unknown[] }): Promise<StatementPlan> {
    if (/^\s*explain/i.test(sql)) {
      // The planner's estimate of a count: an EXPLAIN cannot be explained, so it is timed.
      const started = performance.now();
      await client.query(sql, params);
      return { sql, params, ms: performance.now() - started, plan: '(an EXPLAIN itself: the client’s wall time)' };
    }
    if (!/^\s*(select|with)\b/i.test(sql)) return { sql, params, ms: 0, plan: '(not a read: not run again)' };
    await client.query(sql, params); // warm, as the server's cache is
    const plan = (await client.query(`explain (analyze, buffers) ${sql}`, params)).rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    return { sql, params, ms: timeOf(plan, 'Planning') + timeOf(plan, 'Execution'), plan };
  }

  return {
    /** Each statement a GET of `path` (e.g. `/api/v1/requests?page=2`) runs, with its plan (unless `explain` is false). */
    async plans(path: string, authorization: string, { explain = true } = {}): Promise<RequestPlans> {
      recorded.length = 0;
      const response = await app.inject({ method: 'GET', url: path, headers: { authorization } });
      if (response.statusCode !== 200) throw new Error(`GET ${path} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      const statements: StatementPlan[] = [];
      for (const statement of recorded.splice(0)) statements.push(explain ? await planOf(statement) : { ...statement, ms: 0, plan: '(not explained)' });
      return { statements, ms: statements.reduce((sum, statement) => sum + statement.ms, 0) };
    },
    /** The plans as a text file: each statement, its parameters and its plan. */
    report({ statements, ms }: RequestPlans): string {
      const parts = statements.map((s, index) => `-- statement ${index + 1}: ${s.ms.toFixed(3)} ms\n${s.sql}\n-- params: ${JSON.stringify(s.params)}\n\n${s.plan}\n`);
      return `-- ${statements.length} statements, ${ms.toFixed(3)} ms of SQL (planning + execution)\n\n${parts.join('\n')}`;
    },
    async close() {
      await app.close();
      await client.end();
      await handle.close();
    },
  };
}

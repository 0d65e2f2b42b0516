// The money at scale, beside the seeded million requests:
// 1. what issuing a document adds to a payment: issueDocumentFor timed inside the payment's own
//    transaction (then rolled back, so the series and the ledger are left as they were),
//    MONEY_PAYMENTS payments, p50 and p95 (goal p50 ≤ 5 ms);
// 2. a week's statements for every workshop (the last week that has ended, India time), made one
//    after another as the super admin's run makes them, in one transaction rolled back afterwards
//    (goal ≤ 10 s in all), with the lines each counted.
// The invoices list's figures are those of every list (lists.ts, overhead.ts, which measure it too).
//
//   DATABASE_URL=postgres://… npm run money -w bench      (or BENCH_PGLITE_DIR=…)
//   BENCH_REQUESTS (1000000) MONEY_PAYMENTS (200)
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mondayOf } from '@carcare/contracts';
import { eq, sql } from 'drizzle-orm';
import { addDays, indiaDateOf } from '../apps/api/src/db/calendar';
import { settlements, transactions } from '../apps/api/src/db/schema';
import { issueDocumentFor } from '../apps/api/src/modules/invoices/invoice-service';
import { createSettlementIn } from '../apps/api/src/modules/settlements/settlement-service';
import { benchDatabaseOrExit, machineLine, openBenchSql, resultsDir, root, seedIfEmpty } from './lib';

const database = benchDatabaseOrExit();
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const paymentsToTime = Number(process.env.MONEY_PAYMENTS ?? 200);
const GOALS = { documentP50Ms: 5, weekMs: 10_000 };

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const mark = (ok: boolean) => (ok ? '✓' : '✗');
class RolledBack extends Error {}

const machine = machineLine(`${database.label}; money`);
console.log(machine);
const total = await seedIfEmpty(database, requests);
// A database seeded before the latest migrations gets them, as a server's start would give them.
const migrate = spawnSync('npm', ['run', 'migrate', '-w', 'apps/api'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }) } });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);
const sqlClient = await openBenchSql(database);
const { db } = sqlClient;
const lines: string[] = [machine, `${total} requests`];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};

// Each part writes and rolls back; the dead rows that leaves would slow the next run's reads, so
// the tables it writes are vacuumed first, as autovacuum keeps a live database.
const vacuum = () => sqlClient.query('vacuum (analyze) transactions, invoices, document_series, settlements');
await vacuum();

// 1. A document's cost inside its payment's transaction.
const candidates = (await sqlClient.query(`select id, workshop_id from service_requests where status = 'completed' order by id desc limit ${paymentsToTime}`)) as { id: number; workshop_id: number }[];
const documentMs: number[] = [];
for (const request of candidates) {
  await db
    .transaction(async (tx) => {
      const now = new Date();
      const [payment] = await tx
        .insert(transactions)
        .values({ requestId: request.id, workshopId: request.workshop_id, kind: 'payment', method: 'upi', amountPaise: 49_900, status: 'success', createdAt: now, updatedAt: now })
        .returning({ id: transactions.id });
      const started = performance.now();
      await issueDocumentFor(tx, payment!.id);
      documentMs.push(performance.now() - started);
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}
const documentP50 = percentile(documentMs, 50);
say(`Issuing a document, in its payment's transaction (${documentMs.length} payments): p50 ${documentP50.toFixed(2)} ms, p95 ${percentile(documentMs, 95).toFixed(2)} ms ${mark(documentP50 <= GOALS.documentP50Ms)} (goal p50 ≤ ${GOALS.documentP50Ms} ms)`);

// 2. A week's statements for every workshop.
await vacuum();
const now = new Date();
const week = addDays(mondayOf(indiaDateOf(now)), -7);
const workshopIds = ((await sqlClient.query('select id from workshops order by id')) as { id: number }[]).map((row) => row.id);
const perWorkshop: { workshopId: number; ms: number; lines: number }[] = [];
let weekMs = 0;
await db
  .transaction(async (tx) => {
    // The statements of a database that has none yet count from this week on.
    await tx.execute(sql`delete from settlements where week_start >= ${week}`);
    let inStatements = 0;
    for (const workshopId of workshopIds) {
      const one = performance.now();
      const { id } = await createSettlementIn(tx, { workshop_id: workshopId, week_start: week }, { id: null, ip: null }, now);
      const ms = performance.now() - one;
      const [row] = await tx.select({ lines: settlements.lineCount }).from(settlements).where(eq(settlements.id, id));
      perWorkshop.push({ workshopId, ms, lines: row?.lines ?? 0 });
      inStatements += ms;
    }
    weekMs = inStatements;
    throw new RolledBack();
  })
  .catch((error) => {
    if (!(error instanceof RolledBack)) throw error;
  });
const counted = perWorkshop.reduce((sum, row) => sum + row.lines, 0);
say(`A week's statements (${week}) for all ${workshopIds.length} workshops: ${(weekMs / 1000).toFixed(2)} s, ${counted} payments and refunds counted ${mark(weekMs <= GOALS.weekMs)} (goal ≤ ${GOALS.weekMs / 1000} s)`);
for (const row of perWorkshop) say(`  workshop ${row.workshopId}: ${row.ms.toFixed(0)} ms, ${row.lines} lines`);

await sqlClient.close();
const outDir = resultsDir(`money-${database.kind}-${total}`);
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'summary.txt'), `${lines.join('\n')}\n`);
console.log(`Saved in ${outDir}`);

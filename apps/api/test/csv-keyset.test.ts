import { REQUEST_SORTS, SOCIETY_SORTS, TRANSACTION_SORTS, WORKER_SORTS, WORKSHOP_SORTS } from '@carcare/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/seeds/seed';
import type { KeysetPosition, KeysetSource } from '../src/http/keyset';
import { keysetPages } from '../src/http/keyset';
import { requestListWhere, requestPositionsQuery, selectRequestPositions, selectRequests, selectRequestsByIds } from '../src/modules/requests/request-queries';
import type { AccessScope } from '../src/modules/scope/access-scope';
import { selectSocieties, selectSocietiesByIds, selectSocietyPositions, societyListWhere } from '../src/modules/societies/society-queries';
import { selectTransactionPositions, selectTransactions, selectTransactionsByIds, transactionListWhere, transactionPositionsQuery } from '../src/modules/transactions/transaction-queries';
import { selectWorkerPositions, selectWorkers, selectWorkersByIds, workerListWhere } from '../src/modules/workers/worker-queries';
import { selectWorkshopPositions, selectWorkshops, selectWorkshopsByIds, workshopListWhere } from '../src/modules/workshops/workshop-queries';
import type { TestDatabase } from './test-database';
import { openTestDatabase } from './test-database';

/**
 * The CSV exports walk each list by keyset (http/keyset.ts) in small pages here, so that every
 * sort, both ways, crosses many page boundaries inside runs of equal values (and nulls), and must
 * give exactly the rows, in exactly the order, of the list's own OFFSET pages.
 */
const TODAY = '2026-01-15';
const all: AccessScope = { kind: 'all' };
const EVERYTHING = 100_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { now: new Date(`${TODAY}T09:00:00Z`) });
  // Runs of equal sort values, with microseconds a JavaScript Date would drop, and null ratings.
  await database.db.execute(sql`update service_requests set scheduled_at = '2026-01-10T10:00:00.123456Z' where id % 5 = 0`);
  await database.db.execute(sql`update service_requests set created_at = created_at + (id % 997) * interval '1 microsecond'`);
  await database.db.execute(sql`update service_requests set amount_paise = 99900 where id % 3 = 0`);
  await database.db.execute(sql`update transactions set created_at = '2026-01-05T08:00:00.000001Z' where id % 4 = 0`);
  await database.db.execute(sql`update workers set rating = null where id % 3 = 0`);
  await database.db.execute(sql`update workers set rating = 4.3 where id % 3 = 1`);
  await database.db.execute(sql`update workers set name = 'Same Name', joined_on = '2025-06-01' where id % 4 = 0`);
  await database.db.execute(sql`update workshops set rating = null where id % 2 = 0`);
  await database.db.execute(sql`update workshops set city = 'Gurugram'`);
  await database.db.execute(sql`update societies set flats = 120 where id % 2 = 0`);
});
afterAll(async () => {
  await database.close();
});

async function walk<T extends { id: number }>(source: KeysetSource<T>, pageSize: number): Promise<number[]> {
  const ids: number[] = [];
  for await (const rows of keysetPages(source, pageSize)) ids.push(...rows.map((row) => row.id));
  return ids;
}

const both = <S extends string>(sorts: readonly S[]) => sorts.flatMap((sort) => [sort, `-${sort}`]);

describe('a keyset walk gives the list’s own order across page boundaries, every sort both ways', () => {
  it.each(both(REQUEST_SORTS))('requests sorted by %s', async (sort) => {
    const db = database.db;
    const where = requestListWhere(all, {});
    const expected = (await selectRequests(db, where, sort, EVERYTHING, 0)).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(50);
    const walked = await walk({ positions: (after, limit) => selectRequestPositions(db, where, sort, after, limit), rowsFor: (ids) => selectRequestsByIds(db, ids) }, 7);
    expect(walked).toEqual(expected);
  });

  it.each(both(REQUEST_SORTS))('a workshop’s requests sorted by %s', async (sort) => {
    const db = database.db;
    const where = requestListWhere({ kind: 'workshop', workshopId: 1 }, { status: 'completed' });
    const expected = (await selectRequests(db, where, sort, EVERYTHING, 0)).map((row) => row.id);
    const walked = await walk({ positions: (after, limit) => selectRequestPositions(db, where, sort, after, limit), rowsFor: (ids) => selectRequestsByIds(db, ids) }, 4);
    expect(walked).toEqual(expected);
  });

  it.each(both(TRANSACTION_SORTS))('transactions sorted by %s', async (sort) => {
    const db = database.db;
    const where = transactionListWhere({});
    const expected = (await selectTransactions(db, where, sort, EVERYTHING, 0)).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(20);
    const walked = await walk({ positions: (after, limit) => selectTransactionPositions(db, where, sort, after, limit), rowsFor: (ids) => selectTransactionsByIds(db, ids) }, 5);
    expect(walked).toEqual(expected);
  });

  it.each(both(WORKER_SORTS))('workers sorted by %s (ratings with nulls, names and dates with ties)', async (sort) => {
    const db = database.db;
    const options = { where: workerListWhere(all, {}, TODAY), sort, today: TODAY };
    const expected = (await selectWorkers(db, { ...options, visibility: 'masked' }, EVERYTHING, 0)).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(10);
    const walked = await walk({ positions: (after, limit) => selectWorkerPositions(db, options, after, limit), rowsFor: (ids) => selectWorkersByIds(db, ids, TODAY, 'masked') }, 3);
    expect(walked).toEqual(expected);
  });

  it.each(both(WORKSHOP_SORTS))('workshops sorted by %s', async (sort) => {
    const db = database.db;
    const where = workshopListWhere(all, {});
    const expected = (await selectWorkshops(db, where, sort, EVERYTHING, 0)).map((row) => row.id);
    const walked = await walk({ positions: (after, limit) => selectWorkshopPositions(db, where, sort, after, limit), rowsFor: (ids) => selectWorkshopsByIds(db, ids) }, 2);
    expect(walked).toEqual(expected);
  });

  it.each(both(SOCIETY_SORTS))('societies sorted by %s', async (sort) => {
    const db = database.db;
    const where = societyListWhere(all, {});
    const expected = (await selectSocieties(db, where, sort, EVERYTHING, 0)).map((row) => row.id);
    const walked = await walk({ positions: (after, limit) => selectSocietyPositions(db, where, sort, after, limit), rowsFor: (ids) => selectSocietiesByIds(db, ids) }, 2);
    expect(walked).toEqual(expected);
  });
});

describe('rows written while an export runs', () => {
  /** A copy of request `id` scheduled at `at`; its new id. */
  async function copyRequest(id: number, at: string): Promise<number> {
    const result = await database.db.execute(sql`
      insert into service_requests (code, customer_name, customer_phone, vehicle_type, vehicle_make, vehicle_model, registration_number, service_id, workshop_id, address, scheduled_at, amount_paise)
      select 'SR-T' || (select count(*) from service_requests), customer_name, customer_phone, vehicle_type, vehicle_make, vehicle_model, registration_number, service_id, workshop_id, address, ${at}, amount_paise
      from service_requests where id = ${id} returning id`);
    return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
  }

  it('neither repeat nor crash the walk: rows ahead of it appear once, rows behind it do not, deleted rows are skipped', async () => {
    const db = database.db;
    const where = requestListWhere(all, {});
    const before = (await selectRequests(db, where, undefined, EVERYTHING, 0)).map((row) => row.id);
    const source = { positions: (after: KeysetPosition | null, limit: number) => selectRequestPositions(db, where, undefined, after, limit), rowsFor: (ids: number[]) => selectRequestsByIds(db, ids) };
    const pages = keysetPages(source, 10);
    const walked: number[] = [];
    const first = await pages.next();
    walked.push(...(first.value as { id: number }[]).map((row) => row.id));

    // Newest first (-scheduled_at): a far-future booking lands behind the walk, a far-past one ahead.
    const behind = await copyRequest(before[0]!, '2099-01-01T00:00:00Z');
    const ahead = await copyRequest(before[0]!, '2000-01-01T00:00:00Z');
    // The last row written (the walk's position) and one row still ahead go away.
    const lastWritten = walked[walked.length - 1]!;
    const goneAhead = before[40]!;
    await db.execute(sql`delete from service_requests where id in (${lastWritten}, ${goneAhead})`);

    for await (const rows of pages) walked.push(...rows.map((row) => row.id));
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual([...before.filter((id) => id !== goneAhead), ahead]);
    expect(walked).not.toContain(behind);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The plan with full scans, sorts and bitmap scans priced out: whether an index can give the page in order at all. */
async function planOf(query: SQLWrapper): Promise<PlanNode> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
    const raw = Object.values(result.rows[0]!)[0];
    return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0]!.Plan;
  });
}

/** The index scan right under the LIMIT (no Sort between them), or undefined. */
function limitedIndexScan(plan: PlanNode): PlanNode | undefined {
  const child = plan['Node Type'] === 'Limit' ? plan.Plans?.[0] : undefined;
  return child && (child['Node Type'] === 'Index Scan' || child['Node Type'] === 'Index Only Scan') ? child : undefined;
}

describe('each page of a large export is an index range read', () => {
  const position = (key: string): KeysetPosition => ({ key, id: 100 });
  const keys: Record<string, string> = { scheduled_at: '2026-01-10 10:00:00+00', created_at: '2026-01-10 10:00:00+00', code: '100', status: 'completed', amount_paise: '50000' };

  it.each(both(REQUEST_SORTS))('requests sorted by %s', async (sort) => {
    const key = keys[sort.replace('-', '')]!;
    const scan = limitedIndexScan(await planOf(requestPositionsQuery(database.db, requestListWhere(all, {}), sort, position(key), 500)));
    expect(scan?.['Relation Name']).toBe('service_requests');
    expect(scan?.['Index Cond']).toContain('ROW(');
  });

  it.each(both(TRANSACTION_SORTS))('transactions sorted by %s', async (sort) => {
    const key = keys[sort.replace('-', '')]!;
    const scan = limitedIndexScan(await planOf(transactionPositionsQuery(database.db, transactionListWhere({}), sort, position(key), 500)));
    expect(scan?.['Relation Name']).toBe('transactions');
    expect(scan?.['Index Cond']).toContain('ROW(');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJsonRows, withIndexesDeferred } from '../src/db/bulk-load';
import { seedIfEmpty } from '../src/db/seed';
import { serviceRequestEvents, serviceRequests, transactions } from '../src/db/schema';
import type { TestDatabase } from './test-database';
import { openTestDatabase } from './test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { now: new Date('2026-01-15T09:00:00Z') });
});
afterAll(async () => {
  await database.close();
});

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every index and constraint of the tables, as the catalogue defines them. */
async function definitions(): Promise<string[]> {
  const indexes = await rowsOf<{ d: string }>(
    sql`select pg_get_indexdef(indexrelid) as d from pg_index where indrelid in ('service_requests'::regclass, 'service_request_events'::regclass, 'transactions'::regclass)`,
  );
  const constraints = await rowsOf<{ d: string }>(
    sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as d from pg_constraint where conrelid in ('service_requests'::regclass, 'service_request_events'::regclass, 'transactions'::regclass, 'reviews'::regclass, 'user_concerns'::regclass)`,
  );
  return [...indexes, ...constraints].map((row) => row.d).sort();
}

describe('the large seed’s bulk load', () => {
  it('drops the indexes and foreign keys while loading and builds the same ones again', async () => {
    const before = await definitions();
    const during = await database.db.transaction((tx) =>
      withIndexesDeferred(tx, [serviceRequests, serviceRequestEvents, transactions], async () =>
        ((await tx.execute(sql`select count(*)::int as n from pg_index where indrelid = 'service_requests'::regclass`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
      ),
    );
    expect(during).toBe(1); // only the primary key
    expect(await definitions()).toEqual(before);
  });

  it('inserts rows from one JSON parameter in their order, with their ids and dates', async () => {
    const at = new Date('2026-01-10T04:30:00.000Z');
    const inserted = await insertJsonRows(
      database.db,
      serviceRequestEvents,
      [
        { requestId: 1, action: 'accept', fromStatus: 'pending', toStatus: 'accepted', actorId: null, note: 'first', at },
        { requestId: 2, action: 'reject', fromStatus: 'pending', toStatus: 'rejected', actorId: null, note: 'It’s "quoted"', at },
      ],
      sql`id, note, at`,
    );
    expect(inserted.map((row) => row.note)).toEqual(['first', 'It’s "quoted"']);
    expect(Number(inserted[1]!.id)).toBe(Number(inserted[0]!.id) + 1);
    expect(new Date(inserted[0]!.at as string).toISOString()).toBe(at.toISOString());
  });
});

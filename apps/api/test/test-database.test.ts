import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { cancellationReasons } from '../src/db/schema';
import { rowsOf } from './sql-rows';
import { openTestDatabase } from './test-database';

const embedded = inject('templateDatabase').kind === 'pglite';

/** The reuse of embedded copies between a worker's files: a file must never get the last one's leftovers. */
describe.runIf(embedded)('an embedded test database handed on to the next file', () => {
  it('is the same copy when only rows changed, emptied again, identities restarted', async () => {
    const first = await openTestDatabase();
    await first.db.insert(cancellationReasons).values({ text: 'Left over', audience: 'admin', sortOrder: 1 });
    await first.close();

    const next = await openTestDatabase();
    try {
      expect(next.db).toBe(first.db);
      expect(await next.db.select().from(cancellationReasons)).toEqual([]);
      const [made] = await next.db.insert(cancellationReasons).values({ text: 'First', audience: 'admin', sortOrder: 1 }).returning({ id: cancellationReasons.id });
      expect(made!.id).toBe(1);
    } finally {
      await next.close();
    }
  });

  it.each([
    ['a column added', [sql`alter table cancellation_reasons add column left_over text`]],
    ['statistics of a table with rows', [sql`insert into cancellation_reasons (text, audience, sort_order) values ('Counted', 'admin', 1)`, sql`analyze cancellation_reasons`]],
  ])('is closed, not handed on, after %s: the next file gets a fresh copy', async (_change, statements) => {
    const first = await openTestDatabase();
    for (const statement of statements) await first.db.execute(statement);
    await first.close();

    const next = await openTestDatabase();
    try {
      expect(next.db).not.toBe(first.db);
      const columns = await rowsOf(next.db, sql`select column_name from information_schema.columns where table_name = 'cancellation_reasons' and column_name = 'left_over'`);
      const statistics = await rowsOf(next.db, sql`select 1 from pg_statistic where starelid = 'cancellation_reasons'::regclass`);
      expect([columns.length, statistics.length]).toEqual([0, 0]);
    } finally {
      await next.close();
    }
  });
});


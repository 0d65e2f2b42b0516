import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditEvents, transactions } from '../src/db/schema';
import { positionalRead, selectPageRows, selectRows } from '../src/db/select-rows';
import { auditPageQuery } from '../src/modules/audit/audit-queries';
import { concernPageQuery } from '../src/modules/concerns/concern-queries';
import { requestPageQuery } from '../src/modules/requests/request-queries';
import { reviewPageQuery } from '../src/modules/reviews/review-queries';
import { transactionListWhere, transactionPageQuery } from '../src/modules/transactions/transaction-queries';
import type { TestContext } from './test-app';
import { createTestContext } from './test-app';

// The large lists read their pages by position instead of through drizzle's row mapping: the rows
// must be the very ones drizzle answers, dates, nulls and nested objects included.
describe('selectRows', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.reset();
    // Events with an actor and without, with and without changes.
    await ctx.database.db.insert(auditEvents).values(
      [1, 2, null, 3, null].map((actorId, index) => ({
        actorId,
        action: 'service_request.update',
        entity: 'service_request',
        entityId: index + 1,
        changes: index % 2 ? { status: { from: 'pending', to: 'accepted' } } : null,
        at: new Date(Date.UTC(2026, 0, 10, 9, index)),
        ip: actorId ? '10.0.0.1' : null,
      })),
    );
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const key = sql<string | null>`'key'`;
  const pages: Record<string, () => Parameters<typeof positionalRead>[0]> = {
    requests: () => requestPageQuery(ctx.database.db, undefined, undefined, 50, 0, key),
    'requests by status': () => requestPageQuery(ctx.database.db, undefined, '-status', 50, 3, key),
    transactions: () => transactionPageQuery(ctx.database.db, undefined, undefined, 50, 0, key),
    reviews: () => reviewPageQuery(ctx.database.db, undefined, undefined, 50, 0, key),
    concerns: () => concernPageQuery(ctx.database.db, undefined, undefined, 50, 0, key),
    'audit events': () => auditPageQuery(ctx.database.db, undefined, 50, 0, undefined, key),
  };

  for (const [name, page] of Object.entries(pages)) {
    it(`reads the ${name} page by position, with drizzle's rows`, async () => {
      expect(positionalRead(page())).not.toBeNull();
      const drizzleRows = await page();
      expect(drizzleRows.length).toBeGreaterThan(3);
      expect(await selectRows(page())).toEqual(drizzleRows);
    });
  }

  it('leaves a select with an outer join to drizzle', async () => {
    const page = () => ctx.database.db.select({ id: auditEvents.id, actor: admins.name }).from(auditEvents).leftJoin(admins, eq(admins.id, auditEvents.actorId)).orderBy(auditEvents.id);
    expect(positionalRead(page())).toBeNull();
    expect(await selectRows(page())).toEqual(await page());
  });
});

// A page query is built and rendered once per shape: the rows must be drizzle's for any values,
// limit and offset of that shape.
describe('selectPageRows', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.reset();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const key = sql<string | null>`(${transactions.createdAt})::text`;
  /** The transactions page of `kind`, counting how often drizzle builds it. */
  let builds = 0;
  const page = (shape: string, kind: 'payment' | 'refund', limit: number, offset: number) =>
    selectPageRows(ctx.database.db, shape, transactionListWhere({ kind }), limit, offset, (pageLimit, pageOffset) => {
      builds++;
      return transactionPageQuery(ctx.database.db, transactionListWhere({ kind }), undefined, pageLimit, pageOffset, key);
    });

  it('builds a shape once and answers drizzle’s rows for other values, limits and offsets of it', async () => {
    builds = 0;
    const asked: ['payment' | 'refund', number, number][] = [
      ['payment', 25, 0],
      ['refund', 25, 0],
      ['payment', 10, 7],
      ['refund', 3, 1],
    ];
    for (const [kind, limit, offset] of asked) {
      const drizzleRows = await transactionPageQuery(ctx.database.db, transactionListWhere({ kind }), undefined, limit, offset, key);
      expect(drizzleRows.length, `${kind} ${limit} ${offset}`).toBeGreaterThan(0);
      expect(await page('transactions by kind', kind, limit, offset), `${kind} ${limit} ${offset}`).toEqual(drizzleRows);
    }
    expect(builds).toBe(1);
  });

  it('builds anew every time a shape whose parameters are not the condition’s, then limit and offset', async () => {
    builds = 0;
    const extraParameter = sql<string | null>`${'a value'}::text`;
    const read = () =>
      selectPageRows(ctx.database.db, 'transactions with a value selected', transactionListWhere({ kind: 'payment' }), 5, 0, (pageLimit, pageOffset) => {
        builds++;
        return transactionPageQuery(ctx.database.db, transactionListWhere({ kind: 'payment' }), undefined, pageLimit, pageOffset, extraParameter);
      });
    const first = await read();
    expect(await read()).toEqual(first);
    expect(first.map((row) => row.cursorKey)).toEqual(first.map(() => 'a value'));
    // Once to try the shape with placeholders, then once per read.
    expect(builds).toBe(3);
  });
});

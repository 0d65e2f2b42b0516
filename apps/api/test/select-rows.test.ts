import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditEvents, transactions } from '../src/db/schema';
import { positionalRead, selectPageRows, selectRows } from '../src/db/select-rows';
import { auditPageQuery } from '../src/modules/audit/audit-queries';
import { concernPageQuery } from '../src/modules/concerns/concern-queries';
import { inclusionPageQuery } from '../src/modules/inclusions/inclusion-queries';
import { leavePageQuery } from '../src/modules/leaves/leave-queries';
import { notificationPageQuery } from '../src/modules/notifications/notification-queries';
import { reasonPageQuery } from '../src/modules/reasons/reason-queries';
import { requestPageQuery } from '../src/modules/requests/request-queries';
import { reviewPageQuery } from '../src/modules/reviews/review-queries';
import { servicePageQuery } from '../src/modules/services/service-queries';
import { societyPageQuery } from '../src/modules/societies/society-queries';
import { sopPageQuery } from '../src/modules/sops/sop-queries';
import { transactionListWhere, transactionPageQuery } from '../src/modules/transactions/transaction-queries';
import { workerListWhere, workerPageQuery } from '../src/modules/workers/worker-queries';
import { offeringPageQuery } from '../src/modules/workshop-services/offering-queries';
import { workshopPageQuery } from '../src/modules/workshops/workshop-queries';
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
    workers: () => workerPageQuery(ctx.database.db, { where: undefined, sort: undefined, today: '2026-01-15' }, 50, 0),
    'workers by status': () => workerPageQuery(ctx.database.db, { where: undefined, sort: '-status', today: '2026-01-15' }, 50, 2),
    // Leaves, workshops, societies, services and SOPs name a left-joined row in flat fields (null without one).
    leaves: () => leavePageQuery(ctx.database.db, sql`true`, '-created_at', 50, 0),
    workshops: () => workshopPageQuery(ctx.database.db, undefined, undefined, 50, 0),
    societies: () => societyPageQuery(ctx.database.db, undefined, 'worker_count', 50, 0),
    services: () => servicePageQuery(ctx.database.db, undefined, undefined, 50, 0),
    sops: () => sopPageQuery(ctx.database.db, undefined, undefined, 50, 0),
    'service inclusions': () => inclusionPageQuery(ctx.database.db, undefined, undefined, 50, 0),
    'workshop services': () => offeringPageQuery(ctx.database.db, undefined, undefined, 50, 0),
    'cancellation reasons': () => reasonPageQuery(ctx.database.db, undefined, 'text', 50, 0),
    notifications: () => notificationPageQuery(ctx.database.db, undefined, 50, 0),
  };

  for (const [name, page] of Object.entries(pages)) {
    it(`reads the ${name} page by position, with drizzle's rows`, async () => {
      expect(positionalRead(page())).not.toBeNull();
      const drizzleRows = await page();
      expect(drizzleRows.length).toBeGreaterThan(2);
      expect(await selectRows(page())).toEqual(drizzleRows);
    });
  }

  it('reads flat fields of an outer join by position, null where the joined row is missing', async () => {
    const page = () => ctx.database.db.select({ id: auditEvents.id, actor: admins.name }).from(auditEvents).leftJoin(admins, eq(admins.id, auditEvents.actorId)).orderBy(auditEvents.id);
    expect(positionalRead(page())).not.toBeNull();
    const drizzleRows = await page();
    expect(drizzleRows.some((row) => row.actor === null)).toBe(true);
    expect(await selectRows(page())).toEqual(drizzleRows);
  });

  it('leaves to drizzle a nested object of an outer join, which drizzle answers as null when the row is missing', async () => {
    const page = () => ctx.database.db.select({ id: auditEvents.id, actor: { id: admins.id, name: admins.name } }).from(auditEvents).leftJoin(admins, eq(admins.id, auditEvents.actorId)).orderBy(auditEvents.id);
    expect(positionalRead(page())).toBeNull();
    const drizzleRows = await page();
    expect(drizzleRows.some((row) => row.actor === null)).toBe(true);
    expect(await selectRows(page())).toEqual(drizzleRows);
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
    selectPageRows(ctx.database.db, shape, transactionListWhere({ kind }), { limit, offset }, (where, values) => {
      builds++;
      return transactionPageQuery(ctx.database.db, where, undefined, values.limit, values.offset, key);
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
    // With placeholders for the condition's values, then with the condition itself.
    expect(builds).toBe(2);
  });

  it('builds anew every time a shape with a parameter that is neither the condition’s nor a named value', async () => {
    builds = 0;
    const extraParameter = sql<string | null>`${'a value'}::text`;
    const read = () =>
      selectPageRows(ctx.database.db, 'transactions with a value selected', transactionListWhere({ kind: 'payment' }), { limit: 5, offset: 0 }, (where, values) => {
        builds++;
        return transactionPageQuery(ctx.database.db, where, undefined, values.limit, values.offset, extraParameter);
      });
    const first = await read();
    expect(await read()).toEqual(first);
    expect(first.map((row) => row.cursorKey)).toEqual(first.map(() => 'a value'));
    // Twice to try the shape with placeholders, then once per read.
    expect(builds).toBe(4);
  });

  it('answers a shape built with other named values (a date, a window) with drizzle’s rows for any of them', async () => {
    let workerBuilds = 0;
    const today = (day: string) => ({ where: workerListWhere({ kind: 'all' }, { status: 'active' }, day), sort: '-status' });
    const read = (day: string, limit: number, offset: number) =>
      selectPageRows(ctx.database.db, 'workers by status', today(day).where, { limit, offset, window: limit + offset, today: day }, (where, values) => {
        workerBuilds++;
        return workerPageQuery(ctx.database.db, { where, sort: '-status', today: values.today }, values.limit, values.offset, values.window);
      });
    for (const [day, limit, offset] of [
      ['2026-01-15', 5, 0],
      ['2026-01-16', 3, 2],
      ['2025-06-01', 10, 1],
    ] as const) {
      const drizzleRows = await workerPageQuery(ctx.database.db, { ...today(day), today: day }, limit, offset);
      expect(drizzleRows.length, `${day} ${limit} ${offset}`).toBeGreaterThan(0);
      expect(await read(day, limit, offset), `${day} ${limit} ${offset}`).toEqual(drizzleRows);
    }
    expect(workerBuilds).toBe(2);
  });

  it('builds anew every time a shape whose condition cannot stand in for placeholders', async () => {
    let otherBuilds = 0;
    // A literal that reads like a parameter: the condition's text does not split at its values.
    const where = and(transactionListWhere({ kind: 'payment' }), sql.raw(`'$1' <> ''`));
    const read = (limit: number) =>
      selectPageRows(ctx.database.db, 'transactions with a dollar literal', where, { limit, offset: 0 }, (pageWhere, values) => {
        otherBuilds++;
        return transactionPageQuery(ctx.database.db, pageWhere, undefined, values.limit, values.offset, key);
      });
    expect(await read(2)).toEqual(await transactionPageQuery(ctx.database.db, where, undefined, 2, 0, key));
    expect(await read(3)).toHaveLength(3);
    expect(otherBuilds).toBe(2);
  });
});

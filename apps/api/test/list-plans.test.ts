import {
  CONCERN_SORTS,
  INVOICE_SORTS,
  LEAVE_SORTS,
  NOTIFICATION_FILTERS,
  REQUEST_SORTS,
  REVIEW_SORTS,
  SERVICE_SORTS,
  SOCIETY_SORTS,
  TRANSACTION_SORTS,
  WORKER_SORTS,
  WORKSHOP_SORTS,
} from '@carcare/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/seeds/seed';
import { auditListWhere, auditPageQuery } from '../src/modules/audit/audit-queries';
import { concernListWhere, concernPageQuery } from '../src/modules/concerns/concern-queries';
import { invoiceListWhere, invoicePageQuery } from '../src/modules/invoices/invoice-queries';
import { HISTORY_SORT, leaveListWhere, leavePageQuery, workerLeavesWhere } from '../src/modules/leaves/leave-queries';
import { notificationListWhere, notificationPageQuery } from '../src/modules/notifications/notification-queries';
import { requestCursorSource, requestListWhere, requestPageQuery } from '../src/modules/requests/request-queries';
import { reviewListWhere, reviewPageQuery } from '../src/modules/reviews/review-queries';
import { transactionListWhere, transactionPageQuery } from '../src/modules/transactions/transaction-queries';
import type { AccessScope } from '../src/modules/scope/access-scope';
import { serviceListWhere, servicePageQuery } from '../src/modules/services/service-queries';
import { societyListWhere, societyPageQuery } from '../src/modules/societies/society-queries';
import { workerListWhere, workerPageQuery } from '../src/modules/workers/worker-queries';
import { workshopListWhere, workshopPageQuery } from '../src/modules/workshops/workshop-queries';
import type { TestDatabase } from './test-database';
import { openTestDatabase } from './test-database';

/**
 * The list pages are read off an index, not sorted: on a million requests a Sort under the
 * page's LIMIT means reading (and joining) every row for 25 of them. Asserted on the plan of the
 * very query the API runs, on the demo database with full scans priced out (on a few hundred rows
 * the planner would otherwise rightly prefer one). No timings.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { now: new Date('2026-01-15T09:00:00Z') });
  await database.db.execute(sql`analyze`);
});
afterAll(async () => {
  await database.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** `sortsPricedOut` also prices out sorts and bitmap scans: the plan then shows whether any index can serve the order at all. */
async function planOf(query: SQLWrapper, sortsPricedOut = false): Promise<PlanNode> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (sortsPricedOut) {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
    }
    const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
    const raw = Object.values(result.rows[0]!)[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return plan[0]!.Plan;
  });
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** The index a LIMIT reads the list's table from directly (no Sort between them), or null. */
function pageIndexOf(plan: PlanNode, table = 'service_requests'): string | null {
  for (const node of nodesOf(plan)) {
    const child = node['Node Type'] === 'Limit' ? node.Plans?.[0] : undefined;
    if (child && (child['Node Type'] === 'Index Scan' || child['Node Type'] === 'Index Only Scan') && child['Relation Name'] === table) return child['Index Name'] ?? null;
  }
  return null;
}

const all: AccessScope = { kind: 'all' };
const firstWorkshop: AccessScope = { kind: 'workshop', workshopId: 1 };
const pageOf = (scope: AccessScope, filters: Parameters<typeof requestListWhere>[1], sort?: string, page = 1) =>
  requestPageQuery(database.db, requestListWhere(scope, filters), sort, 25, (page - 1) * 25);

describe('the requests list is read off an index', () => {
  it.each([
    ['the super admin’s default list', () => pageOf(all, {}), 'service_requests_scheduled_at_idx'],
    ['a deep page of it', () => pageOf(all, {}, undefined, 8), 'service_requests_scheduled_at_idx'],
    ['the workshop admin’s default list', () => pageOf(firstWorkshop, {}), 'service_requests_workshop_scheduled_idx'],
  ])('%s', async (_what, query, index) => {
    expect(pageIndexOf(await planOf(query()))).toBe(index);
  });

  // On these few rows a selective filter is rightly served by fetching its rows and sorting them;
  // at scale an index must be able to give them in order, which is what is checked here.
  it.each([
    ['a workshop’s requests in one status', () => pageOf(all, { workshop_id: 2, status: 'pending' })],
    ['one status', () => pageOf(all, { status: 'cancelled' })],
    ['one worker’s', () => pageOf(all, { worker_id: 3 })],
    ['from a date on', () => pageOf(all, { from: '2026-01-01' })],
    ['a society’s', () => pageOf(all, { society_id: 1 })],
    ['a service’s', () => pageOf(all, { service_id: 1 })],
  ])('%s has an index that gives its page in order', async (_what, query) => {
    expect(pageIndexOf(await planOf(query(), true))).not.toBeNull();
  });

  it.each(REQUEST_SORTS.flatMap((sort) => [sort, `-${sort}`]))('sorted by %s', async (sort) => {
    expect(pageIndexOf(await planOf(pageOf(all, {}, sort), true))).not.toBeNull();
  });
});

describe('a requests page reached by cursor is read off the same index, forwards and backwards', () => {
  /** The 101st row of the default order: where the cursor stands. */
  const position = async () => {
    const result = (await database.db.execute(sql`select scheduled_at::text as key, id from service_requests order by scheduled_at desc, id desc offset 100 limit 1`)) as unknown as { rows: { key: string; id: number }[] };
    return { key: result.rows[0]!.key, id: Number(result.rows[0]!.id) };
  };
  /** A cursor's page: the list's page query from that row on, either way, with no OFFSET. */
  const cursorPageOf = (scope: AccessScope, backwards: boolean, from: { key: string; id: number }) => {
    const order = requestCursorSource(database.db).keyset(backwards ? 'scheduled_at' : undefined);
    return requestPageQuery(database.db, and(requestListWhere(scope, {}), order.after(from)), order.sort, 25, 0, order.key);
  };

  it.each([
    ['next', false],
    ['previous', true],
  ])('the super admin’s %s page', async (_what, backwards) => {
    expect(pageIndexOf(await planOf(cursorPageOf(all, backwards, await position())))).toBe('service_requests_scheduled_at_idx');
  });

  // On these few rows one workshop's are rightly fetched and sorted; at scale an index must give them in order from the cursor on.
  it.each([
    ['next', false],
    ['previous', true],
  ])('the workshop admin’s %s page has an index that gives it in order', async (_what, backwards) => {
    expect(pageIndexOf(await planOf(cursorPageOf(firstWorkshop, backwards, await position()), true))).not.toBeNull();
  });
});

describe('the transactions list is read off an index', () => {
  const transactionPage = (sort?: string, page = 1) => transactionPageQuery(database.db, transactionListWhere({}), sort, 25, (page - 1) * 25);

  it('its default list', async () => {
    expect(pageIndexOf(await planOf(transactionPage()), 'transactions')).toBe('transactions_created_at_idx');
  });

  it.each(TRANSACTION_SORTS.flatMap((sort) => [sort, `-${sort}`]))('sorted by %s', async (sort) => {
    expect(pageIndexOf(await planOf(transactionPage(sort), true), 'transactions')).not.toBeNull();
  });

  // Refunds are a few percent of the rows: the created_at index would walk past every payment to find
  // them. (On these few rows they are rightly fetched and sorted: sorts are priced out, as above.)
  it.each([
    ['newest first', '-created_at'],
    ['oldest first', 'created_at'],
  ])('its refunds, %s, from the refunds index', async (_what, sort) => {
    const refunds = transactionPageQuery(database.db, transactionListWhere({ kind: 'refund' }), sort, 25, 0);
    expect(pageIndexOf(await planOf(refunds, true), 'transactions')).toBe('transactions_refund_created_idx');
  });
});

describe('the invoices list is read off an index', () => {
  const all: AccessScope = { kind: 'all' };
  const invoicePage = (where = invoiceListWhere(all, {}), sort?: string) => invoicePageQuery(database.db, where, sort, 25, 0);

  it('its default list, newest first', async () => {
    expect(pageIndexOf(await planOf(invoicePage()), 'invoices')).toBe('invoices_issued_at_idx');
  });

  it.each(INVOICE_SORTS.flatMap((sort) => [sort, `-${sort}`]))('sorted by %s', async (sort) => {
    expect(pageIndexOf(await planOf(invoicePage(undefined, sort), true), 'invoices')).not.toBeNull();
  });

  it('a workshop admin’s, and one kind’s, each from its own index', async () => {
    const own = invoicePage(invoiceListWhere({ kind: 'workshop', workshopId: 1 }, {}));
    expect(pageIndexOf(await planOf(own, true), 'invoices')).toBe('invoices_workshop_issued_idx');
    const notes = invoicePage(invoiceListWhere(all, { kind: 'credit_note' }));
    expect(pageIndexOf(await planOf(notes, true), 'invoices')).toBe('invoices_kind_issued_idx');
  });
});

describe('the reviews list is read off an index', () => {
  const reviewPage = (scope: AccessScope, sort?: string) => reviewPageQuery(database.db, reviewListWhere(scope, {}), sort, 25, 0);

  it('its default list', async () => {
    expect(pageIndexOf(await planOf(reviewPage(all)), 'reviews')).toBe('reviews_created_at_idx');
  });

  it('the workshop admin’s default list has an index that gives its page in order', async () => {
    expect(pageIndexOf(await planOf(reviewPage(firstWorkshop), true), 'reviews')).not.toBeNull();
  });

  it.each(REVIEW_SORTS.flatMap((sort) => [sort, `-${sort}`]))('sorted by %s', async (sort) => {
    expect(pageIndexOf(await planOf(reviewPage(all, sort), true), 'reviews')).not.toBeNull();
  });
});

describe('the concerns list is read off an index', () => {
  const concernPage = (scope: AccessScope, filters: Parameters<typeof concernListWhere>[1] = {}, sort?: string) =>
    concernPageQuery(database.db, concernListWhere(scope, filters), sort, 25, 0);

  it('its default list', async () => {
    expect(pageIndexOf(await planOf(concernPage(all)), 'user_concerns')).toBe('user_concerns_created_at_idx');
  });

  it.each([
    ['the workshop admin’s default list', () => concernPage(firstWorkshop)],
    ['the workshop admin’s list by code', () => concernPage(firstWorkshop, {}, '-code')],
    ['one status', () => concernPage(all, { status: 'open' })],
    ['one priority', () => concernPage(all, { priority: 'high' })],
    ['one category', () => concernPage(all, { category: 'payment' })],
  ])('%s has an index that gives its page in order', async (_what, query) => {
    expect(pageIndexOf(await planOf(query(), true), 'user_concerns')).not.toBeNull();
  });

  it.each(CONCERN_SORTS.flatMap((sort) => [sort, `-${sort}`]))('sorted by %s', async (sort) => {
    expect(pageIndexOf(await planOf(concernPage(all, {}, sort), true), 'user_concerns')).not.toBeNull();
  });
});

describe('the audit log is read off an index', () => {
  const auditPage = (filters: Parameters<typeof auditListWhere>[0] = {}) => auditPageQuery(database.db, auditListWhere(filters), 25, 0);

  it('its default list', async () => {
    expect(pageIndexOf(await planOf(auditPage()), 'audit_events')).toBe('audit_events_at_idx');
  });

  it('read backwards, as a previous page by cursor reads it', async () => {
    expect(pageIndexOf(await planOf(auditPageQuery(database.db, undefined, 25, 0, 'at')), 'audit_events')).toBe('audit_events_at_idx');
  });

  it.each([
    ['one admin’s changes', () => auditPage({ actor_id: 1 })],
    ['one entity kind', () => auditPage({ entity: 'workshop' })],
    ['one entity', () => auditPage({ entity: 'workshop', entity_id: 1 })],
    ['one action', () => auditPage({ action: 'update' })],
  ])('%s has an index that gives its page in order', async (_what, query) => {
    expect(pageIndexOf(await planOf(query(), true), 'audit_events')).not.toBeNull();
  });
});

const today = '2026-01-15';

describe('the workers list is read off an index', () => {
  const workerPage = (scope: AccessScope, sort?: string) => workerPageQuery(database.db, { where: workerListWhere(scope, {}, today), sort, today }, 25, 0);

  it('its default list', async () => {
    expect(pageIndexOf(await planOf(workerPage(all), true), 'workers')).not.toBeNull();
  });

  it('the workshop admin’s default list has an index that gives its page in order', async () => {
    expect(pageIndexOf(await planOf(workerPage(firstWorkshop), true), 'workers')).not.toBeNull();
  });

  it.each(WORKER_SORTS.flatMap((sort) => [sort, `-${sort}`]))('sorted by %s', async (sort) => {
    expect(pageIndexOf(await planOf(workerPage(all, sort), true), 'workers')).not.toBeNull();
  });
});

describe('the Absent List is read off an index', () => {
  const leavePage = (scope: AccessScope, sort?: string) => leavePageQuery(database.db, leaveListWhere(scope, {}, today), sort, 25, 0);

  it('a worker’s history has an index that gives its page in order', async () => {
    expect(pageIndexOf(await planOf(leavePageQuery(database.db, workerLeavesWhere(all, 1), HISTORY_SORT, 25, 0), true), 'leaves')).not.toBeNull();
  });

  it('its default list has an index that gives its page in order', async () => {
    expect(pageIndexOf(await planOf(leavePage(all), true), 'leaves')).not.toBeNull();
  });

  // worker_name orders by the worker's name, which no leaves index holds; the list it sorts is the
  // leaves overlapping a few days, found through the date indexes.
  const leaveColumnSorts = LEAVE_SORTS.filter((sort) => sort !== 'worker_name');
  it.each(leaveColumnSorts.flatMap((sort) => [sort, `-${sort}`]))('sorted by %s', async (sort) => {
    expect(pageIndexOf(await planOf(leavePage(all, sort), true), 'leaves')).not.toBeNull();
  });
});

describe('the notifications list is read off an index', () => {
  it.each(NOTIFICATION_FILTERS)('filtered to %s', async (filter) => {
    const query = notificationPageQuery(database.db, notificationListWhere(1, filter, new Date('2026-01-15T09:00:00Z')), 25, 0);
    expect(pageIndexOf(await planOf(query, true), 'notifications')).toBe('notifications_admin_created_idx');
  });
});

describe('the services catalogue is read off an index', () => {
  const servicePage = (scope: AccessScope, sort?: string) => servicePageQuery(database.db, serviceListWhere(scope, {}), sort, 25, 0);

  it('the workshop admin’s default list has an index that gives its page in order', async () => {
    expect(pageIndexOf(await planOf(servicePage(firstWorkshop), true), 'services')).not.toBeNull();
  });

  it.each(SERVICE_SORTS.flatMap((sort) => [sort, `-${sort}`]))('sorted by %s', async (sort) => {
    expect(pageIndexOf(await planOf(servicePage(all, sort), true), 'services')).not.toBeNull();
  });
});

// worker_count is counted for each row, so no index holds it; workshops and societies number in
// the hundreds, and their other sorts are read off an index.
const indexedSorts = (sorts: readonly string[]) => sorts.filter((sort) => sort !== 'worker_count').flatMap((sort) => [sort, `-${sort}`]);

describe('the workshops list is read off an index', () => {
  const workshopPage = (filters: Parameters<typeof workshopListWhere>[1], sort?: string) => workshopPageQuery(database.db, workshopListWhere(all, filters), sort, 25, 0);

  it('searched by its admin’s name', async () => {
    expect(pageIndexOf(await planOf(workshopPage({ q: 'a' }), true), 'workshops')).not.toBeNull();
  });

  it.each(indexedSorts(WORKSHOP_SORTS))('sorted by %s', async (sort) => {
    expect(pageIndexOf(await planOf(workshopPage({}, sort), true), 'workshops')).not.toBeNull();
  });
});

describe('the societies list is read off an index', () => {
  const societyPage = (filters: Parameters<typeof societyListWhere>[1], sort?: string) => societyPageQuery(database.db, societyListWhere(all, filters), sort, 25, 0);

  it('searched by its manager’s name', async () => {
    expect(pageIndexOf(await planOf(societyPage({ q: 'a' }), true), 'societies')).not.toBeNull();
  });

  it.each(indexedSorts(SOCIETY_SORTS))('sorted by %s', async (sort) => {
    expect(pageIndexOf(await planOf(societyPage({}, sort), true), 'societies')).not.toBeNull();
  });
});

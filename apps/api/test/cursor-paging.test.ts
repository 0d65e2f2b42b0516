import type { ListResponse } from '@carcare/contracts';
import { MAX_OFFSET_ROWS } from '@carcare/contracts';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import type { ApiClient, DemoClients } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';

let as: DemoClients;
let ctx: TestContext;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

type Row = { id: number };

async function page(client: ApiClient, path: string, query: Record<string, string | number>): Promise<ListResponse<Row>> {
  const response = await client.get(`${path}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListResponse<Row>;
}

const ids = (rows: { data: Row[] }) => rows.data.map((row) => row.id);

/** Every page of a list by number, then by following next_cursor from page 1: the same rows, in the same order. */
async function expectCursorWalkMatchesNumbers(client: ApiClient, path: string, filters: Record<string, string | number>, pageSize = 25) {
  const first = await page(client, path, { ...filters, page_size: pageSize });
  const pages = Math.ceil(first.total / pageSize);
  expect(pages).toBeGreaterThan(2);
  const byNumber: number[][] = [ids(first)];
  for (let number = 2; number <= pages; number++) byNumber.push(ids(await page(client, path, { ...filters, page_size: pageSize, page: number })));

  const byCursor: number[][] = [ids(first)];
  let current = first;
  for (let number = 2; current.next_cursor; number++) {
    current = await page(client, path, { ...filters, page_size: pageSize, page: number, cursor: current.next_cursor });
    expect(current.page).toBe(number);
    if (current.data.length > 0) byCursor.push(ids(current));
  }
  expect(byCursor).toEqual(byNumber);
  // The last page (short, or full and followed by an empty read) offers no next page.
  expect(current.next_cursor).toBeUndefined();
}

describe('cursor paging of the large lists', () => {
  it('next_cursor walks the requests in the order of their numbered pages, for the default sort, other sorts both ways and a filter', async () => {
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/requests', {});
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/requests', { sort: 'amount_paise' });
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/requests', { sort: '-status' });
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/requests', { sort: 'code', status: 'completed' });
    await expectCursorWalkMatchesNumbers(as.workshopAdmin, '/api/v1/requests', { sort: '-created_at' });
  });

  it('next_cursor walks the transactions in the order of their numbered pages', async () => {
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/transactions', {});
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/transactions', { sort: 'amount_paise' });
  });

  it('next_cursor walks the reviews and the user concerns in the order of their numbered pages', async () => {
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/reviews', {});
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/reviews', { sort: 'rating' });
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/concerns', {}, 10);
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/concerns', { sort: 'code' }, 10);
  });

  it('next_cursor walks the audit log newest first, events of the same instant by id, with and without a filter; prev_cursor goes back', async () => {
    // 45 events over 15 instants, three at each (ties the id must break), two kinds of entity.
    await ctx.database.db.insert(auditEvents).values(
      Array.from({ length: 45 }, (_, index) => ({
        action: 'update',
        entity: index % 3 === 0 ? 'workshop' : 'worker',
        entityId: index + 1,
        at: new Date(Date.UTC(2026, 0, 1 + Math.floor(index / 3), 9)),
      })),
    );
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/audit-events', {}, 10);
    await expectCursorWalkMatchesNumbers(as.superAdmin, '/api/v1/audit-events', { entity: 'worker' }, 7);

    const first = await page(as.superAdmin, '/api/v1/audit-events', { page_size: 10 });
    const second = await page(as.superAdmin, '/api/v1/audit-events', { page_size: 10, page: 2, cursor: first.next_cursor! });
    const third = await page(as.superAdmin, '/api/v1/audit-events', { page_size: 10, page: 3, cursor: second.next_cursor! });
    expect(ids(await page(as.superAdmin, '/api/v1/audit-events', { page_size: 10, page: 2, cursor: third.prev_cursor! }))).toEqual(ids(second));
  });

  it('prev_cursor goes back to exactly the page before, and page 1 offers none', async () => {
    const first = await page(as.superAdmin, '/api/v1/requests', { sort: 'amount_paise' });
    expect(first.prev_cursor).toBeUndefined();
    const second = await page(as.superAdmin, '/api/v1/requests', { sort: 'amount_paise', page: 2, cursor: first.next_cursor! });
    const third = await page(as.superAdmin, '/api/v1/requests', { sort: 'amount_paise', page: 3, cursor: second.next_cursor! });
    const backToSecond = await page(as.superAdmin, '/api/v1/requests', { sort: 'amount_paise', page: 2, cursor: third.prev_cursor! });
    expect(ids(backToSecond)).toEqual(ids(second));
    const backToFirst = await page(as.superAdmin, '/api/v1/requests', { sort: 'amount_paise', page: 1, cursor: backToSecond.prev_cursor! });
    expect(ids(backToFirst)).toEqual(ids(first));
    // A page reached going back always has a next one: the page it was reached from.
    expect(backToFirst.next_cursor).toBeDefined();
  });

  it('refuses a cursor that is not one, belongs to another sort, or holds a value of the wrong type, with a 400 naming cursor', async () => {
    const first = await page(as.superAdmin, '/api/v1/requests', {});
    const forged = Buffer.from(JSON.stringify(['-scheduled_at', 'not a date', 5, 'a'])).toString('base64url');
    for (const cursor of ['nonsense', first.next_cursor!.slice(0, 10), forged]) {
      const response = await as.superAdmin.get(`/api/v1/requests?page=2&cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().details[0].field).toBe('cursor');
    }
    const otherSort = await as.superAdmin.get(`/api/v1/requests?page=2&sort=code&cursor=${first.next_cursor!}`);
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.json().details[0].field).toBe('cursor');
  });

  it('reaches rows by page number up to MAX_OFFSET_ROWS only; deeper pages are asked by cursor', async () => {
    const deepest = MAX_OFFSET_ROWS / 100;
    expect((await as.superAdmin.get(`/api/v1/requests?page_size=100&page=${deepest}`)).statusCode).toBe(200);
    const tooDeep = await as.superAdmin.get(`/api/v1/requests?page_size=100&page=${deepest + 1}`);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().details[0].field).toBe('page');
  });
});

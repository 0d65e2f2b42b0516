import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPageShapes } from '../src/db/select-rows';
import type { TestContext } from './test-app';
import { createTestContext, PHONES, signIn } from './test-app';

/**
 * Every list's page query (and the lookups beside it, and its exact count) is built by drizzle once per shape and then
 * only run with each request's values (selectPageRows). A value built into a query from elsewhere
 * makes its shape fall back to building on every request, silently: this catches it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
});
afterAll(async () => {
  await ctx?.close();
});

/**
 * Each list URL and the shapes it must leave kept (shape names as the queries ask them, `·` for the
 * separator). One row a page where the count is checked: a list's first page that is also its last
 * is counted from its rows, without the count query.
 */
const LISTS: [string, string[]][] = [
  ['/api/v1/workers', ['workers·undefined', 'societies of workers']],
  ['/api/v1/workers?sort=-status&status=active&q=a', ['workers·-status']],
  ['/api/v1/workers?sort=rating&skill=exterior_wash&workshop_id=1', ['workers·rating']],
  ['/api/v1/leaves?sort=worker_name&page_size=1', ['leaves·worker_name', 'count leaves']],
  ['/api/v1/workers/1/leaves', ['leaves·-start_date']],
  ['/api/v1/workshops?sort=-worker_count&page_size=1', ['workshops·-worker_count', 'count workshops']],
  ['/api/v1/societies?sort=city&status=active&page_size=1', ['societies·city', 'count societies']],
  ['/api/v1/services?sort=-duration_minutes&page_size=1', ['services·-duration_minutes', 'inclusions of services', 'count services']],
  ['/api/v1/service-inclusions?sort=name&q=a&page_size=1', ['inclusions·name', 'count service_inclusions']],
  ['/api/v1/sops?sort=-updated_at&page_size=1', ['sops·-updated_at', 'count sops']],
  ['/api/v1/cancellation-reasons?q=a&page_size=1', ['reasons·undefined', 'count cancellation_reasons']],
  ['/api/v1/notifications?page_size=1', ['notifications', 'count notifications']],
  ['/api/v1/workshop-services?sort=name&page_size=1', ['offerings·name', 'count offerings']],
  ['/api/v1/requests?status=completed', ['requests·-scheduled_at']],
];

describe('list page shapes', () => {
  it('keeps the page query and the exact count of every list rendered once, so no request builds them again', async () => {
    const session = await signIn(ctx, PHONES.superAdmin);
    for (const [url] of LISTS) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${session.access}` } });
      expect(response.statusCode, url).toBe(200);
    }
    const kept = keptPageShapes(ctx.database.db).map((shape) => shape.split('\u0000').join('·'));
    for (const [url, shapes] of LISTS) {
      for (const shape of shapes) expect(kept.filter((keptShape) => keptShape.startsWith(shape)), `${url}: ${shape}`).not.toEqual([]);
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionalRead, selectRows } from '../src/db/select-rows';
import { auditPageQuery } from '../src/modules/audit/audit-queries';
import { concernPageQuery } from '../src/modules/concerns/concern-queries';
import { requestPageQuery } from '../src/modules/requests/request-queries';
import { reviewPageQuery } from '../src/modules/reviews/review-queries';
import { transactionPageQuery } from '../src/modules/transactions/transaction-queries';
import type { TestContext } from './test-app';
import { createTestContext } from './test-app';

// The large lists read their pages by position instead of through drizzle's row mapping: the rows
// must be the very ones drizzle answers, dates, nulls and nested objects included.
describe('selectRows', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.reset();
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
    const page = () => auditPageQuery(ctx.database.db, undefined, 50, 0, undefined, key);
    expect(positionalRead(page())).toBeNull();
    expect(await selectRows(page())).toEqual(await page());
  });
});

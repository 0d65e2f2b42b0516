import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-database';
import { openTestDatabase } from './test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The plan of a query when a scan of the whole table is priced out, as one text. */
async function planOf(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

describe('contains-searches are served by trigram indexes (pg_trgm)', () => {
  it.each([
    ['a registration number', sql`select id from service_requests where registration_number like '%AB12%'`, 'service_requests_registration_trgm_idx'],
    ['a customer phone', sql`select id from service_requests where customer_phone like '%98765%'`, 'service_requests_customer_phone_trgm_idx'],
    ['a customer name', sql`select id from service_requests where customer_name ilike '%sharma%'`, 'service_requests_customer_name_trgm_idx'],
    ['a concern subject', sql`select id from user_concerns where subject ilike '%bumper%'`, 'user_concerns_subject_trgm_idx'],
    ['a worker name', sql`select id from workers where name ilike '%kumar%'`, 'workers_name_trgm_idx'],
    ['a review comment', sql`select id from reviews where comment ilike '%spotless%'`, 'reviews_comment_trgm_idx'],
  ])('searching %s uses its index', async (_what, query, index) => {
    expect(await planOf(query)).toContain(index);
  });
});

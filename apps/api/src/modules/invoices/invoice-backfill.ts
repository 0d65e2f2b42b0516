import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';

/**
 * Issues, set-based, the documents that successful payments and refunds lack (the database
 * function of migration 0023, which also ran it once for the payments recorded before documents
 * existed): the seeds load payments and refunds by the thousand in single statements, and this
 * documents them all in two. Returns how many it issued.
 */
export async function issueMissingDocuments(db: Executor): Promise<number> {
  const result = (await db.execute(sql`select issue_missing_documents() as issued`)) as unknown as { rows: { issued: number | string }[] };
  return Number(result.rows[0]?.issued ?? 0);
}

import type { SQL } from 'drizzle-orm';
import type { Executor } from '../src/db/transaction';

/** The rows a raw SQL statement answers, as drizzle's execute() gives them on PGlite and on node-postgres alike. */
export const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

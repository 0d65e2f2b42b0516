import type { CancellationReason, reasonListQuerySchema } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cancellationReasons } from '../../db/schema';
import { selectPageRows } from '../../db/select-rows';
import type { Executor } from '../../db/transaction';
import type { KeysetPosition } from '../../http/keyset';
import { idsIn, keysetOrder } from '../../http/keyset';
import { containsPattern, countRows, orderByFromSort } from '../../http/list-page';
import { whereAll } from '../scope/access-scope';

export type ReasonListFilters = Omit<z.output<typeof reasonListQuerySchema>, 'page' | 'page_size' | 'sort'>;

const SORTS = {
  sort_order: cancellationReasons.sortOrder,
  text: sql`lower(${cancellationReasons.text})`,
  created_at: cancellationReasons.createdAt,
};
/** The order staff arranged (the order a cancel dialog offers them in). */
export const DEFAULT_REASON_SORT = 'sort_order';

/** Reasons are shared settings, not scoped: super and workshop admins read all of them. */
export function reasonListWhere(query: ReasonListFilters): SQL | undefined {
  return whereAll(
    query.active ? eq(cancellationReasons.active, query.active === 'true') : undefined,
    query.audience ? eq(cancellationReasons.audience, query.audience) : undefined,
    query.q ? ilike(cancellationReasons.text, containsPattern(query.q)) : undefined,
  );
}

function toReason(row: typeof cancellationReasons.$inferSelect): CancellationReason {
  return {
    id: row.id,
    text: row.text,
    audience: row.audience as CancellationReason['audience'],
    active: row.active,
    sort_order: row.sortOrder,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One page of the list. The query itself, for the plan test. */
export function reasonPageQuery(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  return db
    .select()
    .from(cancellationReasons)
    .where(where)
    .orderBy(...orderByFromSort(sort, SORTS, DEFAULT_REASON_SORT, cancellationReasons.id))
    .limit(limit)
    .offset(offset);
}

/** A page of reasons; its query is built once per sort and condition (selectPageRows). */
export async function selectReasons(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number, offset: number): Promise<CancellationReason[]> {
  const rows = await selectPageRows(db, `reasons\u0000${sort}`, where, { limit, offset }, (pageWhere, values) => reasonPageQuery(db, pageWhere, sort, values.limit, values.offset));
  return rows.map(toReason);
}

/** Positions of the reasons matching `where`, in the list's order, after `after`: an export's pages. */
export async function selectReasonPositions(db: Executor, where: SQL | undefined, sort: string | undefined, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]> {
  const order = keysetOrder(sort, SORTS, DEFAULT_REASON_SORT, cancellationReasons.id);
  return db
    .select({ id: cancellationReasons.id, key: order.key })
    .from(cancellationReasons)
    .where(and(where, order.after(after)))
    .orderBy(...order.orderBy)
    .limit(limit);
}

export async function selectReasonsByIds(db: Executor, ids: number[]): Promise<CancellationReason[]> {
  return selectReasons(db, idsIn(cancellationReasons.id, ids), undefined, ids.length, 0);
}

export async function countReasons(db: Executor, where: SQL | undefined): Promise<number> {
  return countRows(db, cancellationReasons, where);
}

export async function findReason(db: Executor, id: number): Promise<CancellationReason | null> {
  const [row] = await db.select().from(cancellationReasons).where(eq(cancellationReasons.id, id));
  return row ? toReason(row) : null;
}

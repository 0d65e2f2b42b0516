import type { CancellationReason, reasonListQuerySchema } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cancellationReasons } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { containsPattern } from '../../http/list-page';
import { listReads } from '../../http/list-reads';
import { rowStamps } from '../../http/row-stamps';
import type { AccessScope } from '../scope/access-scope';
import { whereAll } from '../scope/access-scope';
import { wantsDeleted } from '../scope/deleted-filter';
import { deletedWhere, liveId } from '../../db/soft-delete';

export type ReasonListFilters = Omit<z.output<typeof reasonListQuerySchema>, 'page' | 'page_size' | 'sort'>;

const SORTS = {
  sort_order: cancellationReasons.sortOrder,
  text: sql`lower(${cancellationReasons.text})`,
  created_at: cancellationReasons.createdAt,
};
/** The order staff arranged (the order a cancel dialog offers them in). */
export const DEFAULT_REASON_SORT = 'sort_order';

/** Reasons are shared settings, not scoped: super and workshop admins read all of them (a super admin alone the deleted ones). */
export function reasonListWhere(scope: AccessScope, query: ReasonListFilters): SQL | undefined {
  return whereAll(
    deletedWhere(cancellationReasons, wantsDeleted(scope, query.deleted)),
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
    ...rowStamps(row),
  };
}

const list = listReads({ name: 'reasons', id: cancellationReasons.id, sorts: SORTS, defaultSort: DEFAULT_REASON_SORT, from: (db) => db.select().from(cancellationReasons).$dynamic(), toRow: toReason });
/** Its page query (for the plan tests), a page, the rows of given ids (an export's), an export's positions and the count. */
export const { pageQuery: reasonPageQuery, select: selectReasons, byIds: selectReasonsByIds, positions: selectReasonPositions, count: countReasons } = list;

export async function findReason(db: Executor, id: number): Promise<CancellationReason | null> {
  const [row] = await db.select().from(cancellationReasons).where(liveId(cancellationReasons, id));
  return row ? toReason(row) : null;
}

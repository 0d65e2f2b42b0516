import type { Sop, SopListQuery, SOP_SORTS } from '@carcare/contracts';
import { DEFAULT_SOP_SORT } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { eq, ilike, sql } from 'drizzle-orm';
import { services, sops } from '../../db/schema';
import { deletedWhere, liveId } from '../../db/soft-delete';
import type { Executor } from '../../db/transaction';
import type { SortExpression } from '../../http/list-page';
import { containsPattern } from '../../http/list-page';
import { listReads } from '../../http/list-reads';
import { rowStamps } from '../../http/row-stamps';
import type { AccessScope } from '../scope/access-scope';
import { whereAll } from '../scope/access-scope';
import { wantsDeleted } from '../scope/deleted-filter';

const SORTS = {
  title: sql`lower(${sops.title})`,
  created_at: sops.createdAt,
  updated_at: sops.updatedAt,
  status: sops.status,
} satisfies Record<(typeof SOP_SORTS)[number], SortExpression>;

/** SOPs: a super admin sees every one; a workshop admin only the published ones its workers follow. */
export function sopScope(scope: AccessScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'workshop':
      return eq(sops.status, 'published');
    case 'society':
    case 'none':
      return sql`false`;
  }
}

type SopListFilters = Omit<SopListQuery, 'page' | 'page_size' | 'sort'>;

export function sopListWhere(scope: AccessScope, query: SopListFilters): SQL | undefined {
  return whereAll(
    sopScope(scope),
    deletedWhere(sops, wantsDeleted(scope, query.deleted)),
    query.status ? eq(sops.status, query.status) : undefined,
    query.service_id !== undefined ? eq(sops.serviceId, query.service_id) : undefined,
    query.q ? ilike(sops.title, containsPattern(query.q)) : undefined,
  );
}

const selection = { sop: sops, serviceName: services.name };

function toSop(row: { sop: typeof sops.$inferSelect; serviceName: string | null }): Sop {
  const s = row.sop;
  return {
    id: s.id,
    title: s.title,
    service: s.serviceId !== null ? { id: s.serviceId, name: row.serviceName ?? '' } : null,
    steps: s.steps,
    status: s.status as Sop['status'],
    ...rowStamps(s),
  };
}

const list = listReads({ name: 'sops', id: sops.id, sorts: SORTS, defaultSort: DEFAULT_SOP_SORT, from: (db) => db.select(selection).from(sops).leftJoin(services, eq(services.id, sops.serviceId)).$dynamic(), toRow: toSop });
/** Its page query (for the plan tests), a page, the rows of given ids (an export's), an export's positions and the count. */
export const { pageQuery: sopPageQuery, select: selectSops, byIds: selectSopsByIds, positions: selectSopPositions, count: countSops } = list;

/** One SOP the caller may see, or null (missing and out of scope look the same). */
export async function findSop(db: Executor, scope: AccessScope, id: number): Promise<Sop | null> {
  return list.first(db, whereAll(sopScope(scope), liveId(sops, id)));
}

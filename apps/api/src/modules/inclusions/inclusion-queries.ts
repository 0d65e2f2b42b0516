import type { inclusionListQuerySchema, ServiceInclusion } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { serviceInclusionLinks, serviceInclusions } from '../../db/schema';
import { deletedWhere, liveId } from '../../db/soft-delete';
import type { Executor } from '../../db/transaction';
import { containsPattern } from '../../http/list-page';
import { listReads, nameOptions } from '../../http/list-reads';
import { rowStamps, storedFields } from '../../http/row-stamps';
import type { AccessScope } from '../scope/access-scope';
import { whereAll } from '../scope/access-scope';
import { wantsDeleted } from '../scope/deleted-filter';

export type InclusionListFilters = Omit<z.output<typeof inclusionListQuerySchema>, 'page' | 'page_size' | 'sort'>;

const SORTS = {
  name: sql`lower(${serviceInclusions.name})`,
  created_at: serviceInclusions.createdAt,
};
export const DEFAULT_INCLUSION_SORT = 'name';

/** How many catalogue services link an inclusion (any status: every link blocks a delete). */
export const serviceCountOf = sql<number>`(select count(*)::int from ${serviceInclusionLinks} where ${serviceInclusionLinks.inclusionId} = ${serviceInclusions.id})`;

/** Inclusions are catalogue data, not scoped: super and workshop admins read all of them. */
export function inclusionListWhere(scope: AccessScope, query: InclusionListFilters): SQL | undefined {
  return whereAll(deletedWhere(serviceInclusions, wantsDeleted(scope, query.deleted)), query.active ? eq(serviceInclusions.active, query.active === 'true') : undefined, query.q ? ilike(serviceInclusions.name, containsPattern(query.q)) : undefined);
}

function toInclusion(row: { inclusion: typeof serviceInclusions.$inferSelect; serviceCount: number }): ServiceInclusion {
  const i = row.inclusion;
  return {
    ...storedFields(i, ['id', 'name', 'description', 'active']),
    service_count: Number(row.serviceCount),
    ...rowStamps(i),
  };
}

const list = listReads({ name: 'inclusions', id: serviceInclusions.id, sorts: SORTS, defaultSort: DEFAULT_INCLUSION_SORT, from: (db) => db.select({ inclusion: serviceInclusions, serviceCount: serviceCountOf }).from(serviceInclusions).$dynamic(), toRow: toInclusion });
/** Its page query (for the plan tests), a page, the rows of given ids (an export's), an export's positions and the count. */
export const { pageQuery: inclusionPageQuery, select: selectInclusions, byIds: selectInclusionsByIds, positions: selectInclusionPositions, count: countInclusions } = list;

export async function findInclusion(db: Executor, id: number): Promise<ServiceInclusion | null> {
  return list.first(db, liveId(serviceInclusions, id));
}

/** Active inclusions as {id, name} choices (the service form). */
export async function activeInclusionOptions(db: Executor): Promise<{ id: number; name: string }[]> {
  return nameOptions(db, serviceInclusions, and(deletedWhere(serviceInclusions), eq(serviceInclusions.active, true)));
}

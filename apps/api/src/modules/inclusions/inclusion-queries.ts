import type { inclusionListQuerySchema, ServiceInclusion } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { serviceInclusionLinks, serviceInclusions } from '../../db/schema';
import { selectPageRows } from '../../db/select-rows';
import type { Executor } from '../../db/transaction';
import type { KeysetPosition } from '../../http/keyset';
import { idsIn, keysetOrder } from '../../http/keyset';
import { containsPattern, countRows, orderByFromSort } from '../../http/list-page';
import { whereAll } from '../scope/access-scope';

export type InclusionListFilters = Omit<z.output<typeof inclusionListQuerySchema>, 'page' | 'page_size' | 'sort'>;

const SORTS = {
  name: sql`lower(${serviceInclusions.name})`,
  created_at: serviceInclusions.createdAt,
};
export const DEFAULT_INCLUSION_SORT = 'name';

/** How many catalogue services link an inclusion (any status: every link blocks a delete). */
export const serviceCountOf = sql<number>`(select count(*)::int from ${serviceInclusionLinks} where ${serviceInclusionLinks.inclusionId} = ${serviceInclusions.id})`;

/** Inclusions are catalogue data, not scoped: super and workshop admins read all of them. */
export function inclusionListWhere(query: InclusionListFilters): SQL | undefined {
  return whereAll(query.active ? eq(serviceInclusions.active, query.active === 'true') : undefined, query.q ? ilike(serviceInclusions.name, containsPattern(query.q)) : undefined);
}

function toInclusion(row: { inclusion: typeof serviceInclusions.$inferSelect; serviceCount: number }): ServiceInclusion {
  const i = row.inclusion;
  return {
    id: i.id,
    name: i.name,
    description: i.description,
    active: i.active,
    service_count: Number(row.serviceCount),
    version: i.version,
    created_at: i.createdAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
  };
}

/** One page of the list. The query itself, for the plan test. */
export function inclusionPageQuery(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  return db
    .select({ inclusion: serviceInclusions, serviceCount: serviceCountOf })
    .from(serviceInclusions)
    .where(where)
    .orderBy(...orderByFromSort(sort, SORTS, DEFAULT_INCLUSION_SORT, serviceInclusions.id))
    .limit(limit)
    .offset(offset);
}

/** A page of inclusions; its query is built once per sort and condition (selectPageRows). */
export async function selectInclusions(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number, offset: number): Promise<ServiceInclusion[]> {
  const rows = await selectPageRows(db, `inclusions\u0000${sort}`, where, { limit, offset }, (pageWhere, values) => inclusionPageQuery(db, pageWhere, sort, values.limit, values.offset));
  return rows.map(toInclusion);
}

/** Positions of the inclusions matching `where`, in the list's order, after `after`: an export's pages. */
export async function selectInclusionPositions(db: Executor, where: SQL | undefined, sort: string | undefined, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]> {
  const order = keysetOrder(sort, SORTS, DEFAULT_INCLUSION_SORT, serviceInclusions.id);
  return db
    .select({ id: serviceInclusions.id, key: order.key })
    .from(serviceInclusions)
    .where(and(where, order.after(after)))
    .orderBy(...order.orderBy)
    .limit(limit);
}

export async function selectInclusionsByIds(db: Executor, ids: number[]): Promise<ServiceInclusion[]> {
  return selectInclusions(db, idsIn(serviceInclusions.id, ids), undefined, ids.length, 0);
}

export async function countInclusions(db: Executor, where: SQL | undefined): Promise<number> {
  return countRows(db, serviceInclusions, where);
}

export async function findInclusion(db: Executor, id: number): Promise<ServiceInclusion | null> {
  const [inclusion] = await selectInclusions(db, eq(serviceInclusions.id, id), undefined, 1, 0);
  return inclusion ?? null;
}

/** Active inclusions as {id, name} choices (the service form). */
export async function activeInclusionOptions(db: Executor): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: serviceInclusions.id, name: serviceInclusions.name })
    .from(serviceInclusions)
    .where(eq(serviceInclusions.active, true))
    .orderBy(sql`lower(${serviceInclusions.name})`, asc(serviceInclusions.id));
}

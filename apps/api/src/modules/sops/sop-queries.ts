import type { Sop, SopListQuery, SOP_SORTS } from '@carcare/contracts';
import { DEFAULT_SOP_SORT } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { and, eq, ilike, sql } from 'drizzle-orm';
import { services, sops } from '../../db/schema';
import { selectPageRows } from '../../db/select-rows';
import type { Executor } from '../../db/transaction';
import type { KeysetPosition } from '../../http/keyset';
import { idsIn, keysetOrder } from '../../http/keyset';
import type { SortExpression } from '../../http/list-page';
import { containsPattern, countRows, orderByFromSort } from '../../http/list-page';
import type { AccessScope } from '../scope/access-scope';
import { whereAll } from '../scope/access-scope';

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
    version: s.version,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

/** One page of the list. The query itself, for the plan test. */
export function sopPageQuery(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  return db
    .select(selection)
    .from(sops)
    .leftJoin(services, eq(services.id, sops.serviceId))
    .where(where)
    .orderBy(...orderByFromSort(sort, SORTS, DEFAULT_SOP_SORT, sops.id))
    .limit(limit)
    .offset(offset);
}

/** A page of SOPs; its query is built once per sort and condition (selectPageRows). */
export async function selectSops(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number, offset: number): Promise<Sop[]> {
  const rows = await selectPageRows(db, `sops\u0000${sort}`, where, { limit, offset }, (pageWhere, values) => sopPageQuery(db, pageWhere, sort, values.limit, values.offset));
  return rows.map(toSop);
}

/** Positions of the SOPs matching `where`, in the list's order, after `after`: an export's pages. */
export async function selectSopPositions(db: Executor, where: SQL | undefined, sort: string | undefined, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]> {
  const order = keysetOrder(sort, SORTS, DEFAULT_SOP_SORT, sops.id);
  return db
    .select({ id: sops.id, key: order.key })
    .from(sops)
    .where(and(where, order.after(after)))
    .orderBy(...order.orderBy)
    .limit(limit);
}

export async function selectSopsByIds(db: Executor, ids: number[]): Promise<Sop[]> {
  return selectSops(db, idsIn(sops.id, ids), undefined, ids.length, 0);
}

export async function countSops(db: Executor, where: SQL | undefined): Promise<number> {
  return countRows(db, sops, where);
}

/** One SOP the caller may see, or null (missing and out of scope look the same). */
export async function findSop(db: Executor, scope: AccessScope, id: number): Promise<Sop | null> {
  const [sop] = await selectSops(db, whereAll(sopScope(scope), eq(sops.id, id)), undefined, 1, 0);
  return sop ?? null;
}

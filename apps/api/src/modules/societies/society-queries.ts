import type { Society, SocietyListQuery } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { admins, societies, workerSocieties } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { containsPattern, joinedPage, notNullSort, orderByFromSort } from '../../http/list-page';
import { listReads, nameOptions } from '../../http/list-reads';
import { rowStamps, storedFields } from '../../http/row-stamps';
import type { AccessScope } from '../scope/access-scope';
import { societyScope, whereAll } from '../scope/access-scope';

/** "Its manager": the oldest society_manager of the society. */
const manager = alias(admins, 'society_manager');
const firstManagerId = sql`(select min(${admins.id}) from ${admins} where ${admins.societyId} = ${societies.id} and ${admins.userType} = 'society_manager')`;
const workerCount = sql<number>`(select count(*)::int from ${workerSocieties} where ${workerSocieties.societyId} = ${societies.id})`;

const SORTS = {
  name: notNullSort(sql`lower(${societies.name})`),
  city: societies.city,
  flats: societies.flats,
  worker_count: workerCount,
  created_at: societies.createdAt,
  status: societies.status,
};
export const DEFAULT_SOCIETY_SORT = 'name';

const selection = {
  society: societies,
  managerId: manager.id,
  managerName: manager.name,
  managerPhone: manager.phone,
  managerEmail: manager.email,
  workerCount,
};

type SocietySelection = {
  society: typeof societies.$inferSelect;
  managerId: number | null;
  managerName: string | null;
  managerPhone: string | null;
  managerEmail: string | null;
  workerCount: number;
};

function toSociety(row: SocietySelection): Society {
  const s = row.society;
  return {
    ...storedFields(s, ['id', 'name', 'addressLine', 'city', 'state', 'pincode', 'blocks', 'flats', 'contactPhone']),
    status: s.status as Society['status'],
    manager: row.managerId !== null ? { id: row.managerId, name: row.managerName ?? '', phone: row.managerPhone ?? '', email: row.managerEmail } : null,
    worker_count: Number(row.workerCount),
    ...rowStamps(s),
  };
}

function baseQuery(db: Executor) {
  return db.select(selection).from(societies).leftJoin(manager, eq(manager.id, firstManagerId)).$dynamic();
}

/** Filters of the list and its CSV: status, city, q over name, city, manager name and phone. */
export function societyListWhere(scope: AccessScope, query: Omit<SocietyListQuery, 'page' | 'page_size'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [societyScope(scope)];
  if (query.status) conditions.push(eq(societies.status, query.status));
  if (query.city) conditions.push(sql`lower(${societies.city}) = lower(${query.city})`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    // Its manager is matched by id, so the list's filters read societies columns only.
    const managerMatches = sql`(select ${admins.id} from ${admins} where ${or(ilike(admins.name, pattern), ilike(admins.phone, pattern))})`;
    conditions.push(or(ilike(societies.name, pattern), ilike(societies.city, pattern), inArray(firstManagerId, managerMatches)));
  }
  return whereAll(...conditions);
}

/**
 * One page of the list: the page's ids from societies alone, in an order an index gives, then the
 * managers and worker counts for those rows only, in the same order. The query itself, for the plan test.
 */
export function societyPageQuery(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  const order = orderByFromSort(sort, SORTS, DEFAULT_SOCIETY_SORT, societies.id);
  return joinedPage(db, baseQuery(db), societies, societies.id, where, order, limit, offset);
}

const list = listReads({ name: 'societies', id: societies.id, sorts: SORTS, defaultSort: DEFAULT_SOCIETY_SORT, pageQuery: societyPageQuery, toRow: toSociety, joins: (query) => query.leftJoin(manager, eq(manager.id, firstManagerId)) });
/** A page, the rows of given ids (an export's), an export's positions and the count. */
export const { select: selectSocieties, byIds: selectSocietiesByIds, positions: selectSocietyPositions, count: countSocieties } = list;

export async function findSociety(db: Executor, scope: AccessScope, id: number): Promise<Society | null> {
  const [row] = await baseQuery(db).where(whereAll(societyScope(scope), eq(societies.id, id))).limit(1);
  return row ? toSociety(row) : null;
}

export async function societyCities(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ city: societies.city }).from(societies).orderBy(asc(societies.city));
  return rows.map((row) => row.city);
}

/** Active societies, the choices when assigning a worker. */
export async function activeSocietyOptions(db: Executor): Promise<{ id: number; name: string }[]> {
  return nameOptions(db, societies, eq(societies.status, 'active'));
}

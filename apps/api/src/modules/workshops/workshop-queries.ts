import type { Workshop, WorkshopListQuery } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { admins, workers, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { containsPattern, joinedPage, notNullSort, orderByFromSort } from '../../http/list-page';
import { listReads, nameOptions } from '../../http/list-reads';
import { rowStamps, storedFields } from '../../http/row-stamps';
import type { AccessScope } from '../scope/access-scope';
import { whereAll, workshopScope } from '../scope/access-scope';

/** "Its admin": the oldest workshop_admin of the workshop. */
const workshopAdmin = alias(admins, 'workshop_admin');
const firstAdminId = sql`(select min(${admins.id}) from ${admins} where ${admins.workshopId} = ${workshops.id} and ${admins.userType} = 'workshop_admin')`;
const workerCount = sql<number>`(select count(*)::int from ${workers} where ${workers.workshopId} = ${workshops.id})`;

const SORTS = {
  name: notNullSort(sql`lower(${workshops.name})`),
  city: workshops.city,
  rating: workshops.rating,
  worker_count: workerCount,
  created_at: workshops.createdAt,
  status: workshops.status,
};
export const DEFAULT_WORKSHOP_SORT = 'name';

const selection = {
  workshop: workshops,
  adminId: workshopAdmin.id,
  adminName: workshopAdmin.name,
  adminPhone: workshopAdmin.phone,
  adminEmail: workshopAdmin.email,
  workerCount,
};

type WorkshopSelection = {
  workshop: typeof workshops.$inferSelect;
  adminId: number | null;
  adminName: string | null;
  adminPhone: string | null;
  adminEmail: string | null;
  workerCount: number;
};

function toWorkshop(row: WorkshopSelection): Workshop {
  const w = row.workshop;
  return {
    ...storedFields(w, ['id', 'name', 'ownerName', 'phone', 'email', 'addressLine', 'city', 'state', 'pincode', 'gstin', 'latitude', 'longitude', 'openingHours', 'rating']),
    status: w.status as Workshop['status'],
    admin: row.adminId !== null ? { id: row.adminId, name: row.adminName ?? '', phone: row.adminPhone ?? '', email: row.adminEmail } : null,
    worker_count: Number(row.workerCount),
    ...rowStamps(w),
  };
}

function baseQuery(db: Executor) {
  return db.select(selection).from(workshops).leftJoin(workshopAdmin, eq(workshopAdmin.id, firstAdminId)).$dynamic();
}

/** Filters of the list and its CSV: status, city (exact, case-insensitive), q over name, city, admin name and phone. */
export function workshopListWhere(scope: AccessScope, query: Omit<WorkshopListQuery, 'page' | 'page_size'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [workshopScope(scope)];
  if (query.status) conditions.push(eq(workshops.status, query.status));
  if (query.city) conditions.push(sql`lower(${workshops.city}) = lower(${query.city})`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    // Its admin is matched by id, so the list's filters read workshops columns only.
    const adminMatches = sql`(select ${admins.id} from ${admins} where ${or(ilike(admins.name, pattern), ilike(admins.phone, pattern))})`;
    conditions.push(or(ilike(workshops.name, pattern), ilike(workshops.city, pattern), inArray(firstAdminId, adminMatches)));
  }
  return whereAll(...conditions);
}

/**
 * One page of the list: the page's ids from workshops alone, in an order an index gives, then the
 * admins and worker counts for those rows only, in the same order. The query itself, for the plan test.
 */
export function workshopPageQuery(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  const order = orderByFromSort(sort, SORTS, DEFAULT_WORKSHOP_SORT, workshops.id);
  return joinedPage(db, baseQuery(db), workshops, workshops.id, where, order, limit, offset);
}

const list = listReads({ name: 'workshops', id: workshops.id, sorts: SORTS, defaultSort: DEFAULT_WORKSHOP_SORT, pageQuery: workshopPageQuery, toRow: toWorkshop, joins: (query) => query.leftJoin(workshopAdmin, eq(workshopAdmin.id, firstAdminId)) });
/** A page, the rows of given ids (an export's), an export's positions and the count. */
export const { select: selectWorkshops, byIds: selectWorkshopsByIds, positions: selectWorkshopPositions, count: countWorkshops } = list;

/** One workshop within the caller's scope, or null (out of scope looks the same as missing). */
export async function findWorkshop(db: Executor, scope: AccessScope, id: number): Promise<Workshop | null> {
  const [row] = await baseQuery(db).where(whereAll(workshopScope(scope), eq(workshops.id, id))).limit(1);
  return row ? toWorkshop(row) : null;
}

export async function workshopCities(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ city: workshops.city }).from(workshops).orderBy(asc(workshops.city));
  return rows.map((row) => row.city);
}

export async function workshopOptions(db: Executor): Promise<{ id: number; name: string }[]> {
  return nameOptions(db, workshops);
}

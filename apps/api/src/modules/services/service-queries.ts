import type { Service, ServiceListQuery, ServicePrices } from '@carcare/contracts';
import { VEHICLE_TYPES } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import { serviceInclusionLinks, serviceInclusions, services, workshops } from '../../db/schema';
import { selectPageRows } from '../../db/select-rows';
import type { Executor } from '../../db/transaction';
import { containsPattern, joinedPage, notNullSort, orderByFromSort } from '../../http/list-page';
import { listReads, nameOptions } from '../../http/list-reads';
import { rowStamps } from '../../http/row-stamps';
import type { AccessScope } from '../scope/access-scope';
import { serviceScope, whereAll } from '../scope/access-scope';

const SORTS = {
  name: notNullSort(sql`lower(${services.name})`),
  category: services.category,
  duration_minutes: services.durationMinutes,
  created_at: services.createdAt,
  status: services.status,
};
export const DEFAULT_SERVICE_SORT = 'name';

/** The prices column as the API shows it: every vehicle type, in a fixed order. */
export function pricesOf(stored: Record<string, number>): ServicePrices {
  return Object.fromEntries(VEHICLE_TYPES.map((type) => [type, stored[type] ?? 0])) as ServicePrices;
}

export type ServiceListFilters = Omit<ServiceListQuery, 'page' | 'page_size' | 'sort'>;

export function serviceListWhere(scope: AccessScope, query: ServiceListFilters): SQL | undefined {
  return whereAll(
    serviceScope(scope),
    query.status ? eq(services.status, query.status) : undefined,
    query.category ? eq(services.category, query.category) : undefined,
    query.q ? ilike(services.name, containsPattern(query.q)) : undefined,
  );
}

const selection = { service: services, workshopName: workshops.name };

interface ServiceSelection {
  service: typeof services.$inferSelect;
  workshopName: string | null;
}

function toService(row: ServiceSelection, inclusionsOf: Map<number, { id: number; name: string }[]>): Service {
  const s = row.service;
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    category: s.category as Service['category'],
    duration_minutes: s.durationMinutes,
    prices: pricesOf(s.prices),
    inclusions: inclusionsOf.get(s.id) ?? [],
    image_url: s.imageUrl,
    status: s.status as Service['status'],
    requested_by_workshop: s.requestedByWorkshopId !== null ? { id: s.requestedByWorkshopId, name: row.workshopName ?? '' } : null,
    decision_note: s.decisionNote,
    ...rowStamps(s),
  };
}

/** The inclusions of a page of services in one query, in each service's own order. */
async function inclusionsOfServices(db: Executor, serviceIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const result = new Map<number, { id: number; name: string }[]>();
  if (serviceIds.length === 0) return result;
  // Built once (selectPageRows), the ids as one array parameter: rendering an IN list of a page of values costs drizzle CPU on every page.
  const rows = await selectPageRows(db, 'inclusions of services', sql`${serviceInclusionLinks.serviceId} = any(${sql.param(serviceIds)})`, {}, (where) =>
    db
      .select({ serviceId: serviceInclusionLinks.serviceId, id: serviceInclusions.id, name: serviceInclusions.name })
      .from(serviceInclusionLinks)
      .innerJoin(serviceInclusions, eq(serviceInclusions.id, serviceInclusionLinks.inclusionId))
      .where(where)
      .orderBy(asc(serviceInclusionLinks.position), asc(serviceInclusions.id)),
  );
  for (const row of rows) {
    const list = result.get(row.serviceId) ?? [];
    list.push({ id: row.id, name: row.name });
    result.set(row.serviceId, list);
  }
  return result;
}

/**
 * One page of the catalogue: the page's ids from services alone, in an order an index gives, then
 * the requesting workshops' names for those rows only, in the same order. The query itself, for
 * the plan test.
 */
export function servicePageQuery(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  const order = orderByFromSort(sort, SORTS, DEFAULT_SERVICE_SORT, services.id);
  const named = db.select(selection).from(services).leftJoin(workshops, eq(workshops.id, services.requestedByWorkshopId)).$dynamic();
  return joinedPage(db, named, services, services.id, where, order, limit, offset);
}

const list = listReads({
  name: 'services',
  id: services.id,
  sorts: SORTS,
  defaultSort: DEFAULT_SERVICE_SORT,
  pageQuery: servicePageQuery,
  // A page's inclusions in one further query.
  toRows: async (db, rows) => {
    const inclusionsOf = await inclusionsOfServices(
      db,
      rows.map((row) => row.service.id),
    );
    return rows.map((row) => toService(row, inclusionsOf));
  },
});
/** A page, the rows of given ids (an export's), an export's positions and the count. */
export const { select: selectServices, byIds: selectServicesByIds, positions: selectServicePositions, count: countServices } = list;

/** One service the caller may see, or null (missing and out of scope look the same). */
export async function findService(db: Executor, scope: AccessScope, id: number): Promise<Service | null> {
  return list.first(db, whereAll(serviceScope(scope), eq(services.id, id)));
}

/** Active services as {id, name} choices (offering a service, booking one). */
export async function activeServiceOptions(db: Executor): Promise<{ id: number; name: string }[]> {
  return nameOptions(db, services, eq(services.status, 'active'));
}

/** Another live (not rejected) service with the same name, case-insensitively. */
export async function findServiceNamed(db: Executor, name: string, exceptId: number | null): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(sql`lower(${services.name}) = lower(${name})`, ne(services.status, 'rejected'), exceptId !== null ? ne(services.id, exceptId) : undefined))
    .limit(1);
  return row ?? null;
}

import type { PriceOverrides, WorkshopService, workshopServiceListQuerySchema } from '@carcare/contracts';
import { effectivePrices, VEHICLE_TYPES } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { services, workshops, workshopServices } from '../../db/schema';
import { selectPageRows } from '../../db/select-rows';
import type { Executor } from '../../db/transaction';
import type { KeysetPosition } from '../../http/keyset';
import { idsIn, keysetOrder } from '../../http/keyset';
import { containsPattern, countField, countOf, orderByFromSort } from '../../http/list-page';
import type { AccessScope } from '../scope/access-scope';
import { whereAll, workshopServiceScope } from '../scope/access-scope';
import { pricesOf } from '../services/service-queries';

export type OfferingListFilters = Omit<z.output<typeof workshopServiceListQuerySchema>, 'page' | 'page_size' | 'sort'>;

const SORTS = {
  name: sql`lower(${services.name})`,
  created_at: workshopServices.createdAt,
};
export const DEFAULT_OFFERING_SORT = 'name';

/** The overrides a workshop set, without the vehicle types it left to the catalogue price. */
export function overridesOf(stored: Record<string, number | undefined>): PriceOverrides {
  const overrides: PriceOverrides = {};
  for (const type of VEHICLE_TYPES) {
    const price = stored[type];
    if (typeof price === 'number') overrides[type] = price;
  }
  return overrides;
}

export function offeringListWhere(scope: AccessScope, query: OfferingListFilters): SQL | undefined {
  return whereAll(
    workshopServiceScope(scope),
    query.workshop_id !== undefined ? eq(workshopServices.workshopId, query.workshop_id) : undefined,
    query.active ? eq(workshopServices.active, query.active === 'true') : undefined,
    query.q ? ilike(services.name, containsPattern(query.q)) : undefined,
  );
}

const selection = {
  offering: workshopServices,
  workshopName: workshops.name,
  service: { id: services.id, name: services.name, category: services.category, durationMinutes: services.durationMinutes, status: services.status, prices: services.prices },
};

interface OfferingSelection {
  offering: typeof workshopServices.$inferSelect;
  workshopName: string;
  service: { id: number; name: string; category: string; durationMinutes: number; status: string; prices: Record<string, number> };
}

function toOffering(row: OfferingSelection): WorkshopService {
  const o = row.offering;
  const cataloguePrices = pricesOf(row.service.prices);
  const overrides = overridesOf(o.priceOverrides);
  return {
    id: o.id,
    workshop: { id: o.workshopId, name: row.workshopName },
    service: {
      id: row.service.id,
      name: row.service.name,
      category: row.service.category as WorkshopService['service']['category'],
      duration_minutes: row.service.durationMinutes,
      status: row.service.status as WorkshopService['service']['status'],
    },
    catalogue_prices: cataloguePrices,
    price_overrides: overrides,
    effective_prices: effectivePrices(cataloguePrices, overrides),
    active: o.active,
    version: o.version,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

function joined(db: Executor) {
  return db
    .select(selection)
    .from(workshopServices)
    .innerJoin(workshops, eq(workshops.id, workshopServices.workshopId))
    .innerJoin(services, eq(services.id, workshopServices.serviceId))
    .$dynamic();
}

/** One page of the list. The query itself, for the plan test. */
export function offeringPageQuery(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  return joined(db)
    .where(where)
    .orderBy(...orderByFromSort(sort, SORTS, DEFAULT_OFFERING_SORT, workshopServices.id))
    .limit(limit)
    .offset(offset);
}

/** A page of offerings; its query is built once per sort and condition (selectPageRows). */
export async function selectOfferings(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number, offset: number): Promise<WorkshopService[]> {
  const rows = await selectPageRows(db, `offerings\u0000${sort}`, where, { limit, offset }, (pageWhere, values) => offeringPageQuery(db, pageWhere, sort, values.limit, values.offset));
  return rows.map(toOffering);
}

/** Positions of the offerings matching `where`, in the list's order, after `after`: an export's pages. */
export async function selectOfferingPositions(db: Executor, where: SQL | undefined, sort: string | undefined, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]> {
  const order = keysetOrder(sort, SORTS, DEFAULT_OFFERING_SORT, workshopServices.id);
  return db
    .select({ id: workshopServices.id, key: order.key })
    .from(workshopServices)
    .innerJoin(services, eq(services.id, workshopServices.serviceId))
    .where(and(where, order.after(after)))
    .orderBy(...order.orderBy)
    .limit(limit);
}

export async function selectOfferingsByIds(db: Executor, ids: number[]): Promise<WorkshopService[]> {
  return selectOfferings(db, idsIn(workshopServices.id, ids), undefined, ids.length, 0);
}

export async function countOfferings(db: Executor, where: SQL | undefined): Promise<number> {
  return countOf(db, 'count offerings', where, (condition) =>
    db
      .select(countField())
      .from(workshopServices)
      .innerJoin(services, eq(services.id, workshopServices.serviceId))
      .where(condition),
  );
}

/** One offering within scope, or null (missing and out of scope look the same). */
export async function findOffering(db: Executor, scope: AccessScope, id: number): Promise<WorkshopService | null> {
  const [row] = await joined(db)
    .where(whereAll(workshopServiceScope(scope), eq(workshopServices.id, id)))
    .limit(1);
  return row ? toOffering(row) : null;
}

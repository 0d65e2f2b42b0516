import type { PriceOverrides, WorkshopService, workshopServiceListQuerySchema } from '@carcare/contracts';
import { effectivePrices, VEHICLE_TYPES } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { services, workshops, workshopServices } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { containsPattern, orderByFromSort } from '../../http/list-page';
import { listReads } from '../../http/list-reads';
import { rowStamps } from '../../http/row-stamps';
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
    ...rowStamps(o),
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

const list = listReads({ name: 'offerings', id: workshopServices.id, sorts: SORTS, defaultSort: DEFAULT_OFFERING_SORT, pageQuery: offeringPageQuery, toRow: toOffering, joins: (query) => query.innerJoin(services, eq(services.id, workshopServices.serviceId)) });
/** A page, the rows of given ids (an export's), an export's positions and the count. */
export const { select: selectOfferings, byIds: selectOfferingsByIds, positions: selectOfferingPositions, count: countOfferings } = list;

/** One offering within scope, or null (missing and out of scope look the same). */
export async function findOffering(db: Executor, scope: AccessScope, id: number): Promise<WorkshopService | null> {
  const [row] = await joined(db)
    .where(whereAll(workshopServiceScope(scope), eq(workshopServices.id, id)))
    .limit(1);
  return row ? toOffering(row) : null;
}

// The services' categories, states, sorts and prices, without zod: the console's lists use them without loading any schema (plain/index.ts).
import { nextStatusBy, type Transitions } from './transitions';

export const SERVICE_CATEGORIES = ['wash', 'detailing', 'maintenance', 'repair', 'inspection'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const VEHICLE_TYPES = ['hatchback', 'sedan', 'suv', 'muv', 'bike'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const SERVICE_STATUSES = ['pending_approval', 'active', 'rejected', 'inactive'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const SERVICE_ACTIONS = ['approve', 'reject', 'activate', 'deactivate'] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

/** DESIGN §4: pending_approval → active / rejected; active ↔ inactive. */
export const SERVICE_TRANSITIONS: Transitions<ServiceStatus, ServiceAction> = {
  approve: { from: ['pending_approval'], to: 'active' },
  reject: { from: ['pending_approval'], to: 'rejected' },
  activate: { from: ['inactive'], to: 'active' },
  deactivate: { from: ['active'], to: 'inactive' },
};

export function nextServiceStatus(current: ServiceStatus, action: ServiceAction): ServiceStatus | null {
  return nextStatusBy(SERVICE_TRANSITIONS, current, action);
}

// What servicePricesSchema and priceOverridesSchema (services.ts) parse to, written out so that
// effectivePrices needs no zod; services.ts has the compiler check that the schemas agree.
export type ServicePrices = Record<VehicleType, number>;
export type PriceOverrides = Partial<ServicePrices>;

// ─── Inclusions ─────────────────────────────────────────────────────────────

export const INCLUSION_SORTS = ['name', 'created_at'] as const;

// ─── Catalogue services ─────────────────────────────────────────────────────

export const SERVICE_SORTS = ['name', 'category', 'duration_minutes', 'created_at', 'status'] as const;

// ─── Workshop offerings ─────────────────────────────────────────────────────

export const WORKSHOP_SERVICE_SORTS = ['name', 'created_at'] as const;

export function effectivePrices(catalogue: ServicePrices, overrides: PriceOverrides): ServicePrices {
  return {
    hatchback: overrides.hatchback ?? catalogue.hatchback,
    sedan: overrides.sedan ?? catalogue.sedan,
    suv: overrides.suv ?? catalogue.suv,
    muv: overrides.muv ?? catalogue.muv,
    bike: overrides.bike ?? catalogue.bike,
  };
}

// ─── Cancellation reasons ───────────────────────────────────────────────────

export const REASON_AUDIENCES = ['customer', 'workshop', 'admin'] as const;

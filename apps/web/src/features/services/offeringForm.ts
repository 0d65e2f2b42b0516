import type { z } from 'zod';
import { createWorkshopServiceBodySchema, updateWorkshopServiceBodySchema, type WorkshopService } from '@carcare/contracts';
import { EMPTY_RUPEES, pricePaths, rupeeInputs, rupeeOverridesSchema, type RupeeInputs } from './rupeeSchemas';

export interface OfferingFormValues {
  /** null until a service is chosen (offer form only). */
  service_id: number | null;
  /** Rupees as typed; blank = the catalogue price. */
  price_overrides: RupeeInputs;
  /** Edit form only: kept as it is when prices are saved. */
  active?: boolean;
  version?: number;
}

/** The contract's bodies, taking rupees (or blank) in the price boxes. */
export const offerServiceFormSchema = createWorkshopServiceBodySchema.extend({ price_overrides: rupeeOverridesSchema });
export const editOfferingFormSchema = updateWorkshopServiceBodySchema.extend({ price_overrides: rupeeOverridesSchema });

export type OfferServiceFormOutput = z.output<typeof offerServiceFormSchema>;
export type EditOfferingFormOutput = z.output<typeof editOfferingFormSchema>;

export const EMPTY_OFFERING_FORM: OfferingFormValues = { service_id: null, price_overrides: EMPTY_RUPEES };

export function offeringFormValues(offering: WorkshopService): OfferingFormValues {
  return { service_id: offering.service.id, price_overrides: rupeeInputs(offering.price_overrides), active: offering.active, version: offering.version };
}

export const OFFERING_FIELD_PATHS = ['service_id', ...pricePaths('price_overrides'), 'active'] as const;

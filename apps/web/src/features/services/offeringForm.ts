import { z } from 'zod';
import { DB_INTEGER_MAX, DB_INTEGER_MIN, createWorkshopServiceBodySchema, updateWorkshopServiceBodySchema, type WorkshopService } from '@carcare/contracts';
import { EMPTY_RUPEES, pricePaths, rupeeInputs, rupeeOverridesSchema, type RupeeInputs } from './rupeeSchemas';
import type { ServiceText } from './serviceTexts';

export interface OfferingFormValues {
  /** null until a service is chosen (offer form only). */
  service_id: number | null;
  /** Rupees as typed; blank = the catalogue price. */
  price_overrides: RupeeInputs;
  /** Edit form only: kept as it is when prices are saved. */
  active?: boolean;
  version?: number;
}

/** The contract's bodies, taking rupees (or blank) in the price boxes, with their messages in the language of `t`. */
export const offerServiceFormSchema = (t: ServiceText) =>
  createWorkshopServiceBodySchema.extend({
    service_id: z.number({ error: t('offering.chooseService') }).int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX),
    price_overrides: rupeeOverridesSchema(t),
  });
export const editOfferingFormSchema = (t: ServiceText) => updateWorkshopServiceBodySchema.extend({ price_overrides: rupeeOverridesSchema(t) });

export type OfferServiceFormOutput = z.output<ReturnType<typeof offerServiceFormSchema>>;
export type EditOfferingFormOutput = z.output<ReturnType<typeof editOfferingFormSchema>>;

export const EMPTY_OFFERING_FORM: OfferingFormValues = { service_id: null, price_overrides: EMPTY_RUPEES };

export function offeringFormValues(offering: WorkshopService): OfferingFormValues {
  return { service_id: offering.service.id, price_overrides: rupeeInputs(offering.price_overrides), active: offering.active, version: offering.version };
}

export const OFFERING_FIELD_PATHS = ['service_id', ...pricePaths('price_overrides'), 'active'] as const;

import { z } from 'zod';
import { VEHICLE_TYPES, amountPaiseSchema, paiseToRupeesInput, rupeesToPaise, type VehicleType } from '@carcare/contracts';
import { VEHICLE_LABELS } from './serviceTexts';

/** Rupee text per vehicle type, as the price boxes of a form hold it. */
export type RupeeInputs = Record<VehicleType, string>;

export const EMPTY_RUPEES: RupeeInputs = { hatchback: '', sedan: '', suv: '', muv: '', bike: '' };

export const priceLabel = (vehicle: VehicleType) => `${VEHICLE_LABELS[vehicle]} price`;

/** Rupees typed in a box → integer paise; the API's own paise rules (whole, 0 to ₹10 lakh) then apply. */
function toPaise(label: string) {
  return (text: string, ctx: z.RefinementCtx) => {
    const paise = rupeesToPaise(text);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: `${label}: enter rupees, e.g. 499 or 499.50` });
      return z.NEVER;
    }
    return paise;
  };
}

export const rupeePriceSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required` })
    .transform(toPaise(label))
    .pipe(amountPaiseSchema(label));

/** A blank box means "no price of my own" (undefined, left out of the JSON). */
export const optionalRupeePriceSchema = (label: string) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => (text === '' ? undefined : toPaise(label)(text, ctx)))
    .pipe(amountPaiseSchema(label).optional());

function perVehicle<S extends z.ZodType>(schemaFor: (label: string) => S) {
  return z.object(Object.fromEntries(VEHICLE_TYPES.map((vehicle) => [vehicle, schemaFor(priceLabel(vehicle))])) as Record<VehicleType, S>);
}

/** All five prices required (a catalogue service). */
export const rupeePricesSchema = perVehicle(rupeePriceSchema);
/** Any of the five may be blank (a workshop's overrides). */
export const rupeeOverridesSchema = perVehicle(optionalRupeePriceSchema);

/** Paise from the API back into the boxes; a missing price is a blank box. */
export function rupeeInputs(prices: Partial<Record<VehicleType, number>>): RupeeInputs {
  return Object.fromEntries(
    VEHICLE_TYPES.map((vehicle) => {
      const paise = prices[vehicle];
      return [vehicle, paise === undefined || paise === null ? '' : paiseToRupeesInput(paise)];
    }),
  ) as RupeeInputs;
}

/** The form paths of the five price boxes under `prefix` ("prices.hatchback" …). */
export const pricePaths = (prefix: string) => VEHICLE_TYPES.map((vehicle) => `${prefix}.${vehicle}`);

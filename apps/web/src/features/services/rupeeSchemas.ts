import { z } from 'zod';
import { MAX_AMOUNT_PAISE, VEHICLE_TYPES, paiseToRupeesInput, rupeesToPaise, type VehicleType } from '@carcare/contracts';
import { priceLabel, type ServiceText } from './serviceTexts';

/** Rupee text per vehicle type, as the price boxes of a form hold it. */
export type RupeeInputs = Record<VehicleType, string>;

export const EMPTY_RUPEES: RupeeInputs = { hatchback: '', sedan: '', suv: '', muv: '', bike: '' };

/** Rupees typed in a box → integer paise; the API's own paise rules (whole, 0 to ₹10 lakh) then apply. */
function toPaise(t: ServiceText, label: string) {
  return (text: string, ctx: z.RefinementCtx) => {
    const paise = rupeesToPaise(text);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: t('priceNotRupees', { label }) });
      return z.NEVER;
    }
    return paise;
  };
}

/** The contract's paise rule (amountPaiseSchema: whole, 0 to ₹10 lakh), saying so in the language shown. */
const paiseSchema = (t: ServiceText, label: string) =>
  z
    .number()
    .int()
    .min(0, { error: t('priceNegative', { label }) })
    .max(MAX_AMOUNT_PAISE, { error: t('priceTooLarge', { label }) });

export const rupeePriceSchema = (t: ServiceText, label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: t('priceRequired', { label }) })
    .transform(toPaise(t, label))
    .pipe(paiseSchema(t, label));

/** A blank box means "no price of my own" (undefined, left out of the JSON). */
export const optionalRupeePriceSchema = (t: ServiceText, label: string) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => (text === '' ? undefined : toPaise(t, label)(text, ctx)))
    .pipe(paiseSchema(t, label).optional());

function perVehicle<S extends z.ZodType>(t: ServiceText, schemaFor: (t: ServiceText, label: string) => S) {
  return z.object(Object.fromEntries(VEHICLE_TYPES.map((vehicle) => [vehicle, schemaFor(t, priceLabel(t, vehicle))])) as Record<VehicleType, S>);
}

/** All five prices required (a catalogue service), with messages in the language shown. */
export const rupeePricesSchema = (t: ServiceText) => perVehicle(t, rupeePriceSchema);
/** Any of the five may be blank (a workshop's overrides). */
export const rupeeOverridesSchema = (t: ServiceText) => perVehicle(t, optionalRupeePriceSchema);

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

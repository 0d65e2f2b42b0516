import { z } from 'zod';
import { listQuerySchema } from '../api';
import { MAX_AMOUNT_PAISE } from '../money';
import { deletedFilterSchema, namedRefSchema, requiredText, versionSchema } from './common';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';
import { REASON_AUDIENCES, SERVICE_CATEGORIES, SERVICE_STATUSES, VEHICLE_TYPES, type PriceOverrides, type ServicePrices } from '../plain/services';
import { trimInvisible } from '../plain/common';

export const serviceCategorySchema = z.enum(SERVICE_CATEGORIES);
export const vehicleTypeSchema = z.enum(VEHICLE_TYPES);
export const serviceStatusSchema = z.enum(SERVICE_STATUSES);

/** An amount in paise as the API takes it: a whole number from 0 to ₹10 lakh. */
export const amountPaiseSchema = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int({ error: `${label} must be whole paise` })
    .min(0, { error: `${label} cannot be negative` })
    .max(MAX_AMOUNT_PAISE, { error: `${label} is too large` });

// What these two parse to is written out in plain/services.ts, where effectivePrices needs it without
// zod: `satisfies` has the compiler check that the two stay the same.
/** A price for every vehicle type, integer paise. */
export const servicePricesSchema = z.object({
  hatchback: amountPaiseSchema('Hatchback price'),
  sedan: amountPaiseSchema('Sedan price'),
  suv: amountPaiseSchema('SUV price'),
  muv: amountPaiseSchema('MUV price'),
  bike: amountPaiseSchema('Bike price'),
}) satisfies z.ZodType<ServicePrices>;

/** A workshop's own prices: any vehicle type may be left to the catalogue price. */
export const priceOverridesSchema = servicePricesSchema.partial() satisfies z.ZodType<PriceOverrides>;

// ─── Inclusions ─────────────────────────────────────────────────────────────

export const serviceInclusionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  /** How many catalogue services include it (one in use cannot be deleted). */
  service_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ServiceInclusion = z.infer<typeof serviceInclusionSchema>;

export const createInclusionBodySchema = z.object({
  name: requiredText('Name', 80),
  description: z.string().trim().max(300, { error: 'Description must be at most 300 characters' }).default(''),
  active: z.boolean().default(true),
});
export type CreateInclusionBody = z.input<typeof createInclusionBodySchema>;
export const updateInclusionBodySchema = createInclusionBodySchema.extend({ version: versionSchema });
export type UpdateInclusionBody = z.input<typeof updateInclusionBodySchema>;

export const inclusionListQuerySchema = listQuerySchema.extend({ active: z.enum(['true', 'false']).optional(), deleted: deletedFilterSchema });
export type InclusionListQuery = z.infer<typeof inclusionListQuerySchema>;

// ─── Catalogue services ─────────────────────────────────────────────────────

export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: serviceCategorySchema,
  duration_minutes: z.number().int(),
  prices: servicePricesSchema,
  inclusions: z.array(namedRefSchema),
  image_url: z.string().nullable(),
  status: serviceStatusSchema,
  /** The workshop that asked for it (a new-service request), else null. */
  requested_by_workshop: namedRefSchema.nullable(),
  /** The super admin's note on approving or rejecting a request. */
  decision_note: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

const serviceFields = {
  name: requiredText('Name', 80),
  description: z.string().trim().max(1000, { error: 'Description must be at most 1000 characters' }).default(''),
  category: serviceCategorySchema,
  duration_minutes: z
    .number({ error: 'Duration is required' })
    .int({ error: 'Duration must be whole minutes' })
    .min(5, { error: 'Duration must be at least 5 minutes' })
    .max(24 * 60, { error: 'Duration must be at most 1440 minutes' }),
  prices: servicePricesSchema,
  inclusion_ids: z.array(z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX)).max(30).default([]),
};

/** Super admin adds a catalogue service: active or inactive from the start. */
export const createServiceBodySchema = z.object({ ...serviceFields, status: z.enum(['active', 'inactive']).default('active') });
export type CreateServiceBody = z.input<typeof createServiceBodySchema>;
export const updateServiceBodySchema = z.object({ ...serviceFields, version: versionSchema });
export type UpdateServiceBody = z.input<typeof updateServiceBodySchema>;

/** A workshop admin asks for a new catalogue service; it starts pending_approval. */
export const requestNewServiceBodySchema = z.object(serviceFields);
export type RequestNewServiceBody = z.input<typeof requestNewServiceBodySchema>;

/** approve/activate/deactivate: the version; reject needs a note. */
export const serviceDecisionBodySchema = z.object({ version: versionSchema, note: z.string().trim().max(500).optional() });
export const rejectServiceBodySchema = z.object({
  version: versionSchema,
  note: z.string({ error: 'Give a reason for rejecting' }).overwrite(trimInvisible).min(1, { error: 'Give a reason for rejecting' }).max(500),
});

export const serviceListQuerySchema = listQuerySchema.extend({
  status: serviceStatusSchema.optional(),
  category: serviceCategorySchema.optional(),
});
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

// ─── Workshop offerings ─────────────────────────────────────────────────────

export const workshopServiceSchema = z.object({
  id: z.number().int(),
  workshop: namedRefSchema,
  service: namedRefSchema.extend({ category: serviceCategorySchema, duration_minutes: z.number().int(), status: serviceStatusSchema }),
  /** The catalogue prices. */
  catalogue_prices: servicePricesSchema,
  /** The workshop's own prices where it set them. */
  price_overrides: priceOverridesSchema,
  /** What a customer pays at this workshop: the override, else the catalogue price. */
  effective_prices: servicePricesSchema,
  active: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkshopService = z.infer<typeof workshopServiceSchema>;

/** workshop_id: required from a super admin; a workshop admin offers for its own workshop. */
export const createWorkshopServiceBodySchema = z.object({
  service_id: z.number({ error: 'Choose a service' }).int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX),
  price_overrides: priceOverridesSchema.default({}),
  workshop_id: z.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
});
export type CreateWorkshopServiceBody = z.input<typeof createWorkshopServiceBodySchema>;
export const updateWorkshopServiceBodySchema = z.object({
  price_overrides: priceOverridesSchema,
  active: z.boolean(),
  version: versionSchema,
});
export type UpdateWorkshopServiceBody = z.input<typeof updateWorkshopServiceBodySchema>;

export const workshopServiceListQuerySchema = listQuerySchema.extend({
  workshop_id: z.coerce.number().int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type WorkshopServiceListQuery = z.infer<typeof workshopServiceListQuerySchema>;

// ─── Cancellation reasons ───────────────────────────────────────────────────

export const reasonAudienceSchema = z.enum(REASON_AUDIENCES);

export const cancellationReasonSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  audience: reasonAudienceSchema,
  active: z.boolean(),
  sort_order: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CancellationReason = z.infer<typeof cancellationReasonSchema>;

export const createReasonBodySchema = z.object({
  text: requiredText('Reason', 160),
  audience: reasonAudienceSchema,
  active: z.boolean().default(true),
});
export type CreateReasonBody = z.input<typeof createReasonBodySchema>;
export const updateReasonBodySchema = createReasonBodySchema.extend({ version: versionSchema });
export type UpdateReasonBody = z.input<typeof updateReasonBodySchema>;
/** Move one place up or down in the order. */
export const moveReasonBodySchema = z.object({ direction: z.enum(['up', 'down']), version: versionSchema });

export const reasonListQuerySchema = listQuerySchema.extend({
  active: z.enum(['true', 'false']).optional(),
  audience: reasonAudienceSchema.optional(),
  deleted: deletedFilterSchema,
});
export type ReasonListQuery = z.infer<typeof reasonListQuerySchema>;

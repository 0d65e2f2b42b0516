import { z } from 'zod';
import { phoneSchema } from '../auth';
import { listQuerySchema } from '../api';
import {
  gstinSchema,
  optionalEmailSchema,
  staffRefSchema,
  pincodeSchema,
  recordStatusSchema,
  requiredText,
  staffLoginSchema,
  versionSchema,
} from './common';

export const workshopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  owner_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address_line: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  gstin: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  opening_hours: z.string(),
  rating: z.number().nullable(),
  status: recordStatusSchema,
  admin: staffRefSchema.nullable(),
  worker_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Workshop = z.infer<typeof workshopSchema>;

const workshopFields = {
  name: requiredText('Workshop name'),
  owner_name: requiredText('Owner name', 80),
  phone: phoneSchema,
  email: optionalEmailSchema,
  address_line: requiredText('Address', 200),
  city: requiredText('City', 60),
  state: requiredText('State', 60),
  pincode: pincodeSchema,
  gstin: gstinSchema,
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  opening_hours: requiredText('Opening hours', 120),
};

/** One form creates a workshop and its garage admin (who can then sign in). */
export const createWorkshopBodySchema = z.object({ ...workshopFields, admin: staffLoginSchema });
export type CreateWorkshopBody = z.input<typeof createWorkshopBodySchema>;

export const updateWorkshopBodySchema = z.object({ ...workshopFields, admin: staffLoginSchema, version: versionSchema });
export type UpdateWorkshopBody = z.input<typeof updateWorkshopBodySchema>;

export const workshopListQuerySchema = listQuerySchema.extend({
  status: recordStatusSchema.optional(),
  city: z.string().trim().max(60).optional(),
});
export type WorkshopListQuery = z.infer<typeof workshopListQuerySchema>;

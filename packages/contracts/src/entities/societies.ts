import { z } from 'zod';
import { phoneSchema } from '../auth';
import { listQuerySchema } from '../api';
import { staffRefSchema, pincodeSchema, recordStatusSchema, requiredText, staffLoginSchema, versionSchema } from './common';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';

export const societySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address_line: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  blocks: z.number().int(),
  flats: z.number().int(),
  contact_phone: z.string(),
  status: recordStatusSchema,
  manager: staffRefSchema.nullable(),
  worker_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Society = z.infer<typeof societySchema>;

const societyFields = {
  name: requiredText('Society name'),
  address_line: requiredText('Address', 200),
  city: requiredText('City', 60),
  state: requiredText('State', 60),
  pincode: pincodeSchema,
  blocks: z.number({ error: 'Blocks must be a number' }).int().min(1, { error: 'At least 1 block' }).max(500),
  flats: z.number({ error: 'Flats must be a number' }).int().min(1, { error: 'At least 1 flat' }).max(100000),
  contact_phone: phoneSchema,
};

/** One form creates a society and its manager (who can then sign in). */
export const createSocietyBodySchema = z.object({ ...societyFields, manager: staffLoginSchema });
export type CreateSocietyBody = z.input<typeof createSocietyBodySchema>;

export const updateSocietyBodySchema = z.object({ ...societyFields, manager: staffLoginSchema, version: versionSchema });
export type UpdateSocietyBody = z.input<typeof updateSocietyBodySchema>;

export const societyListQuerySchema = listQuerySchema.extend({
  status: recordStatusSchema.optional(),
  city: z.string().trim().max(60).optional(),
});
export type SocietyListQuery = z.infer<typeof societyListQuerySchema>;

/** Assigning a worker from the society's side (editSociety). */
export const assignSocietyWorkerBodySchema = z.object({ worker_id: z.number({ error: 'Choose a worker' }).int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX) });

import { z } from 'zod';
import { fieldCodeParams } from './fieldErrors';
import { preferenceKeySchema } from './preferences';
import { USER_TYPES } from './roles';
import { MAX_SAVED_VIEW_NAME, MAX_SAVED_VIEW_QUERY } from './plain/savedViews';
import { savedViewQueryProblem } from './plain/savedViewQuery';
import { trimInvisible } from './plain/common';

const nameSchema = z
  .string()
  .overwrite(trimInvisible)
  .min(1, 'A view needs a name')
  .max(MAX_SAVED_VIEW_NAME, `A view’s name is at most ${MAX_SAVED_VIEW_NAME} characters`);
const querySchema = z
  .string()
  .max(MAX_SAVED_VIEW_QUERY, `A view’s query is at most ${MAX_SAVED_VIEW_QUERY} characters`)
  .superRefine((query, ctx) => {
    const problem = savedViewQueryProblem(query);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const sharedRoleSchema = z.enum(USER_TYPES).nullable();

export const savedViewsQuerySchema = z.object({ list: preferenceKeySchema });
export const savedViewParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const createSavedViewBodySchema = z
  .object({ list: preferenceKeySchema, name: nameSchema, query: querySchema, shared_role: sharedRoleSchema.optional() })
  .strict();
export type CreateSavedViewBody = z.input<typeof createSavedViewBodySchema>;

export const updateSavedViewBodySchema = z
  .object({ name: nameSchema.optional(), query: querySchema.optional(), shared_role: sharedRoleSchema.optional() })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Name at least one of name, query, shared_role', params: fieldCodeParams('nothing_to_change') });
export type UpdateSavedViewBody = z.input<typeof updateSavedViewBodySchema>;

/** A named filter and sort of one list; `mine` is false for a view another admin shared with the caller's role (read-only). */
export const savedViewSchema = z.object({
  id: z.number().int(),
  list: z.string(),
  name: z.string(),
  query: z.string(),
  shared_role: sharedRoleSchema,
  owner_name: z.string(),
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) });
export type SavedViewList = z.infer<typeof savedViewListSchema>;

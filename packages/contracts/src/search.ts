import { z } from 'zod';
import { fieldCodeParams } from './fieldErrors';
import { SEARCH_DEFAULT_LIMIT, SEARCH_KINDS, SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT, SEARCH_MIN_LENGTH, type SearchKind } from './searchKinds';

export const searchKindSchema = z.enum(SEARCH_KINDS);

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(SEARCH_MIN_LENGTH, { error: `Type at least ${SEARCH_MIN_LENGTH} characters` })
    .max(SEARCH_MAX_LENGTH, { error: `Search text must be at most ${SEARCH_MAX_LENGTH} characters` }),
  /** Comma-separated kinds; absent means every kind the role may search. */
  kinds: z
    .string()
    .max(200, { error: `Kinds are some of ${SEARCH_KINDS.join(', ')}, separated by commas` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const kinds = value.split(',').map((kind) => kind.trim());
      const unknown = kinds.filter((kind) => !(SEARCH_KINDS as readonly string[]).includes(kind));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Unknown kind ${unknown.join(', ')}; use ${SEARCH_KINDS.join(', ')}`, params: fieldCodeParams('invalid_choice') });
        return z.NEVER;
      }
      return [...new Set(kinds)] as SearchKind[];
    }),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchItemSchema = z.object({
  kind: searchKindSchema,
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** The console path that opens the item for the caller's role. */
  link: z.string(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  label: z.string(),
  items: z.array(searchItemSchema),
  /** More matches exist than the limit shows. */
  has_more: z.boolean(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResponseSchema = z.object({
  q: z.string(),
  /** Only groups with matches, in SEARCH_KINDS order. */
  groups: z.array(searchGroupSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

import { z } from 'zod';
import { fieldCodeParams } from '../fieldErrors';
import { deletedFilterSchema, requiredText, versionSchema } from './common';
import { BANNER_ALT_MAX, BANNER_LINK_MAX, BANNER_MESSAGES, BANNER_MOVE_DIRECTIONS, BANNER_TITLE_MAX, isHttpsUrl } from '../plain/banners';
import { isoOfIndiaInput } from '../plain/indiaTime';

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  alt_text: z.string(),
  /** /uploads/banners/… or null before an image is uploaded (a banner without one is never live). */
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  sort_order: z.number().int(),
  active: z.boolean(),
  /** Active, with an image and within its dates, at the time of the answer. */
  live: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListSchema = z.object({ data: z.array(bannerSchema) });
export type BannerList = z.infer<typeof bannerListSchema>;
/** The banners list's one filter: a super admin's deleted banners. */
export const bannerListQuerySchema = z.object({ deleted: deletedFilterSchema });

const isoDateTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .max(40, { error: `${label} must be a date and time` })
    .trim()
    .min(1, { error: `${label} is required` })
    .refine((value) => isoOfIndiaInput(value) !== '', { error: `${label} must be a date and time`, params: fieldCodeParams('invalid_date') })
    // Typed without a zone, it is India time, in the browser and on the server alike.
    .transform((value) => isoOfIndiaInput(value));

/** An https link, or empty/null for a banner that links nowhere. */
export const bannerLinkSchema = z
  .union([z.string().trim().max(BANNER_LINK_MAX, { error: `The link must be at most ${BANNER_LINK_MAX} characters` }), z.null()])
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isHttpsUrl(value), { error: BANNER_MESSAGES.linkHttps, params: fieldCodeParams('link_not_https') });

const bannerFields = {
  title: requiredText('Title', BANNER_TITLE_MAX),
  alt_text: requiredText('Alternative text', BANNER_ALT_MAX),
  link_url: bannerLinkSchema,
  starts_at: isoDateTime('Start'),
  ends_at: isoDateTime('End'),
  active: z.boolean({ error: 'active must be true or false' }).default(true),
};

const endsAfterStart = <T extends { starts_at: string; ends_at: string }>(body: T, ctx: z.RefinementCtx) => {
  if (Date.parse(body.ends_at) <= Date.parse(body.starts_at)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: BANNER_MESSAGES.endsAfterStart, params: fieldCodeParams('end_before_start') });
};

/** A new banner goes last; it is live once it has an image. */
export const createBannerBodySchema = z.object(bannerFields).superRefine(endsAfterStart);
export type CreateBannerBody = z.input<typeof createBannerBodySchema>;
export const updateBannerBodySchema = z.object({ ...bannerFields, version: versionSchema }).superRefine(endsAfterStart);
export type UpdateBannerBody = z.input<typeof updateBannerBodySchema>;

export const moveBannerBodySchema = z.object({
  direction: z.enum(BANNER_MOVE_DIRECTIONS, { error: 'direction must be up or down' }),
  version: versionSchema,
});
export const bannerActiveBodySchema = z.object({ active: z.boolean({ error: 'active must be true or false' }), version: versionSchema });

/** The unauthenticated answer the customer app reads: live banners in order. */
export const publicBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  alt_text: z.string(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type PublicBanner = z.infer<typeof publicBannerSchema>;
export const publicBannerListSchema = z.object({ data: z.array(publicBannerSchema) });

import { z } from 'zod';
import { fieldCodeParams } from '../fieldErrors';
import { requiredText, versionSchema } from './common';

export const BANNER_TITLE_MAX = 80;
export const BANNER_ALT_MAX = 160;
export const BANNER_LINK_MAX = 500;

export const BANNER_MESSAGES = {
  notFound: 'Banner not found',
  linkHttps: 'The link must be an https:// address',
  endsAfterStart: 'The end must be after the start',
  cannotMove: (direction: BannerMoveDirection) => (direction === 'up' ? 'This banner is already first' : 'This banner is already last'),
} as const;

/** Whether a banner is shown now: active, with an image, and now within [starts_at, ends_at). */
export function isBannerLive(banner: { active: boolean; image_url: string | null; starts_at: string; ends_at: string }, now: Date): boolean {
  const time = now.getTime();
  return banner.active && banner.image_url !== null && Date.parse(banner.starts_at) <= time && time < Date.parse(banner.ends_at);
}

export const BANNER_STATES = ['live', 'inactive', 'needs_image', 'scheduled', 'expired'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

/** Why a banner is or is not shown now (the server's `live` decides live): the banners page's chip and its export's status. */
export function bannerStateOf(banner: { live: boolean; active: boolean; image_url: string | null; starts_at: string }, now: Date): BannerState {
  if (banner.live) return 'live';
  if (!banner.active) return 'inactive';
  if (!banner.image_url) return 'needs_image';
  return now.getTime() < Date.parse(banner.starts_at) ? 'scheduled' : 'expired';
}

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

const isoDateTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .max(40, { error: `${label} must be a date and time` })
    .trim()
    .min(1, { error: `${label} is required` })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: `${label} must be a date and time`, params: fieldCodeParams('invalid_date') })
    .transform((value) => new Date(value).toISOString());

/** An https link, or empty/null for a banner that links nowhere. */
export const bannerLinkSchema = z
  .union([z.string().trim().max(BANNER_LINK_MAX, { error: `The link must be at most ${BANNER_LINK_MAX} characters` }), z.null()])
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isHttpsUrl(value), { error: BANNER_MESSAGES.linkHttps, params: fieldCodeParams('link_not_https') });

export function isHttpsUrl(value: string): boolean {
  // A host right after the slashes (the URL parser would read https:///x as host "x").
  if (!/^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

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

export const BANNER_MOVE_DIRECTIONS = ['up', 'down'] as const;
export type BannerMoveDirection = (typeof BANNER_MOVE_DIRECTIONS)[number];
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

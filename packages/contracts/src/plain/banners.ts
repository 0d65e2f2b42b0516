// The banners' bounds, messages and states, without zod: the console's lists use them without loading any schema (plain/index.ts).

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

export const BANNER_MOVE_DIRECTIONS = ['up', 'down'] as const;
export type BannerMoveDirection = (typeof BANNER_MOVE_DIRECTIONS)[number];

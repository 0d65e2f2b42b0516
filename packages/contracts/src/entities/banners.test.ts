import { describe, expect, it } from 'vitest';
import { isBannerLive, isHttpsUrl } from '../plain/banners';
import { createBannerBodySchema } from './banners';

const body = { title: 'Offer', alt_text: 'A car', link_url: 'https://carcare.in/offer', starts_at: '2026-11-01T00:00:00.000Z', ends_at: '2026-11-30T00:00:00.000Z' };
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('banner links', () => {
  it('accepts only https addresses with a host', () => {
    expect(isHttpsUrl('https://carcare.in/offers?x=1')).toBe(true);
    expect(isHttpsUrl('HTTPS://carcare.in')).toBe(true);
    for (const bad of ['http://carcare.in', 'javascript:alert(1)', 'https://', 'https:///path', 'carcare.in', ' https://carcare.in', 'https://car care.in', 'data:text/html,hi']) {
      expect(isHttpsUrl(bad), bad).toBe(false);
    }
  });

  it('names link_url for a bad link and turns an empty one into null', () => {
    expect(fieldsOf(createBannerBodySchema.safeParse({ ...body, link_url: 'http://carcare.in' }))).toEqual(['link_url']);
    expect(createBannerBodySchema.parse({ ...body, link_url: '' }).link_url).toBeNull();
    expect(createBannerBodySchema.parse({ ...body, link_url: undefined }).link_url).toBeNull();
  });

  it('needs the end after the start, naming ends_at, and normalises the times to ISO', () => {
    expect(fieldsOf(createBannerBodySchema.safeParse({ ...body, ends_at: body.starts_at }))).toEqual(['ends_at']);
    expect(fieldsOf(createBannerBodySchema.safeParse({ ...body, starts_at: 'soon' }))).toEqual(['starts_at']);
    expect(createBannerBodySchema.parse({ ...body, starts_at: '2026-11-01T05:30:00+05:30' }).starts_at).toBe('2026-11-01T00:00:00.000Z');
  });

  it('reads a time typed without a zone as India time, wherever it is parsed', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(createBannerBodySchema.parse({ ...body, starts_at: '2026-11-01T10:30' }).starts_at).toBe('2026-11-01T05:00:00.000Z');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('isBannerLive', () => {
  const live = { active: true, image_url: '/uploads/banners/a.png', starts_at: body.starts_at, ends_at: body.ends_at };
  it('is live from its start up to (not including) its end, when active and with an image', () => {
    expect(isBannerLive(live, new Date(body.starts_at))).toBe(true);
    expect(isBannerLive(live, new Date('2026-11-15T00:00:00Z'))).toBe(true);
    expect(isBannerLive(live, new Date(body.ends_at))).toBe(false);
    expect(isBannerLive(live, new Date('2026-10-31T23:59:59Z'))).toBe(false);
    expect(isBannerLive({ ...live, active: false }, new Date('2026-11-15T00:00:00Z'))).toBe(false);
    expect(isBannerLive({ ...live, image_url: null }, new Date('2026-11-15T00:00:00Z'))).toBe(false);
  });
});

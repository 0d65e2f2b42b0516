import type { Banner, BannerState } from '@carcare/contracts';
import { bannerStateOf, csvColumnsParamSchema } from '@carcare/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { indiaDateTime } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, defineListExport, keysetListExport } from '../exports/list-export';
import { countBanners, selectBannerPositions, selectBannersByIds } from './banner-queries';

/** A banner as the export reads it: with why it is or is not shown at the time of the export. */
type ExportedBanner = Banner & { state: ReturnType<typeof bannerStateOf> };

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  /** Why a banner is or is not shown now, in the banners page's words. */
  bannerState: Readonly<Record<BannerState, string>>;
}> = {
  en: {
    bannerState: { live: 'Live', scheduled: 'Scheduled', expired: 'Ended', inactive: 'Off', needs_image: 'Needs an image' },
  },
  hi: {
    bannerState: { live: 'लाइव', scheduled: 'आगे के लिए तय', expired: 'खत्म', inactive: 'बंद', needs_image: 'फ़ोटो चाहिए' },
  },
};

const COLUMNS = defineExportColumns<'banners', ExportedBanner>('banners', [
  { key: 'id', header: 'ID', value: (b) => b.id },
  { key: 'sort_order', header: 'Order', value: (b) => b.sort_order },
  { key: 'title', header: 'Title', value: (b) => b.title },
  { key: 'status', header: 'Status', value: (b, t) => WORDS[t.language].bannerState[b.state] },
  { key: 'starts_at', header: 'Starts (India time)', value: (b) => indiaDateTime(b.starts_at) },
  { key: 'ends_at', header: 'Ends (India time)', value: (b) => indiaDateTime(b.ends_at) },
  { key: 'link_url', header: 'Link', value: (b) => b.link_url },
  // The image's address as the API gives it (/uploads/banners/…), not its bytes.
  { key: 'image_url', header: 'Image', value: (b) => b.image_url },
  { key: 'alt_text', header: 'Alternative text', value: (b) => b.alt_text },
]);

/** Every banner in display order, as the banners page lists them (it has no filter); the status as its chip words it at the export's time. */
export const bannerExport = (db: Db) =>
  defineListExport({
    list: 'banners',
    sheet: { en: 'Banners', hi: 'बैनर' },
    permission: 'banners.manage',
    what: 'every banner in display order',
    query: z.object({ columns: csvColumnsParamSchema('banners') }),
    prepare: (_scope, query, _today, caller) =>
      keysetListExport(COLUMNS, query.columns, {
        where: undefined, // the list has no filter: every banner
        positions: (_where, after, limit) => selectBannerPositions(db, after, limit),
        rowsFor: async (ids) => (await selectBannersByIds(db, ids, caller.now)).map((banner) => ({ ...banner, state: bannerStateOf(banner, caller.now) })),
        counting: () => ({ kind: 'exact', count: () => countBanners(db) }),
      }),
  });

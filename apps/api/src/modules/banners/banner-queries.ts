import type { Banner, PublicBanner } from '@carcare/contracts';
import { isBannerLive } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { banners } from '../../db/schema';
import { deletedWhere, liveId } from '../../db/soft-delete';
import type { Executor } from '../../db/transaction';
import type { KeysetPosition } from '../../http/keyset';
import { idsIn, keysetOrder } from '../../http/keyset';
import { rowStamps } from '../../http/row-stamps';

type BannerRow = typeof banners.$inferSelect;

export function toBanner(row: BannerRow, now: Date): Banner {
  const banner = {
    id: row.id,
    title: row.title,
    alt_text: row.altText,
    image_url: row.imageUrl,
    link_url: row.linkUrl,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    sort_order: row.sortOrder,
    active: row.active,
    ...rowStamps(row),
  };
  return { ...banner, live: isBannerLive(banner, now) };
}

const inOrder = [asc(banners.sortOrder), asc(banners.id)];

async function selectBanners(db: Executor, where: SQL | undefined, now: Date): Promise<Banner[]> {
  const rows = await db.select().from(banners).where(where).orderBy(...inOrder);
  return rows.map((row) => toBanner(row, now));
}

/** Every banner in display order (a handful: the customer app shows a short carousel); `deleted`: the deleted ones instead. */
export function listBanners(db: Executor, now: Date, deleted = false): Promise<Banner[]> {
  return selectBanners(db, deletedWhere(banners, deleted), now);
}

/** The list's one order, display order, as a sort: the export walks it a page at a time. */
const BANNER_SORTS = { sort_order: banners.sortOrder };
const BANNER_ORDER = 'sort_order';

/** Positions of every banner in display order (sort_order, then id, as the list), after `after`: an export's pages. */
export async function selectBannerPositions(db: Executor, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]> {
  const order = keysetOrder(undefined, BANNER_SORTS, BANNER_ORDER, banners.id);
  return db
    .select({ id: banners.id, key: order.key })
    .from(banners)
    .where(and(deletedWhere(banners), order.after(after)))
    .orderBy(...order.orderBy)
    .limit(limit);
}

export function selectBannersByIds(db: Executor, ids: number[], now: Date): Promise<Banner[]> {
  return selectBanners(db, and(deletedWhere(banners), idsIn(banners.id, ids)), now);
}

export async function countBanners(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(banners).where(deletedWhere(banners));
  return Number(row?.count ?? 0);
}

export async function findBanner(db: Executor, id: number, now: Date): Promise<Banner | null> {
  const [banner] = await selectBanners(db, liveId(banners, id), now);
  return banner ?? null;
}

/** The banners shown now: active, with an image, starts_at ≤ now < ends_at, in display order. */
export async function listLiveBanners(db: Executor, now: Date): Promise<PublicBanner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(deletedWhere(banners), eq(banners.active, true), isNotNull(banners.imageUrl), lte(banners.startsAt, now), gt(banners.endsAt, now)))
    .orderBy(...inOrder);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    alt_text: row.altText,
    image_url: row.imageUrl!,
    link_url: row.linkUrl,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  }));
}

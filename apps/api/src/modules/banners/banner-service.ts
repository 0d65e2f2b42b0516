import type { BannerMoveDirection, createBannerBodySchema, updateBannerBodySchema } from '@carcare/contracts';
import { BANNER_MESSAGES } from '@carcare/contracts';
import { asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { auditChange, changedFields } from '../../db/audit-trail';
import { nextAfterMax } from '../../db/next-after-max';
import { auditedUpdate, lockRow, updateVersioned } from '../../db/versioned-write';
import { conflict } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';

type CreateBanner = z.output<typeof createBannerBodySchema>;
type UpdateBanner = z.output<typeof updateBannerBodySchema>;
type BannerRow = typeof banners.$inferSelect;

/** Serialises changes of the order (a create goes last, a move swaps two neighbours). */
async function lockOrder(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('banners:order'))`);
}

const lockBanner = (tx: Executor, id: number, version: number | undefined): Promise<BannerRow> => lockRow(tx, banners, { id, version, notFound: BANNER_MESSAGES.notFound });

function columnsOf(body: CreateBanner) {
  return { title: body.title, altText: body.alt_text, linkUrl: body.link_url, startsAt: new Date(body.starts_at), endsAt: new Date(body.ends_at), active: body.active };
}

function snapshot(row: BannerRow): ReturnType<typeof columnsOf> {
  return { title: row.title, altText: row.altText, linkUrl: row.linkUrl, startsAt: row.startsAt, endsAt: row.endsAt, active: row.active };
}

/** A new banner goes after the others. It is live once it has an image (and is active, in its dates). */
export async function createBanner(db: Db, body: CreateBanner, actor: Actor, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOrder(tx);
    const sortOrder = await nextAfterMax(tx, banners.sortOrder, 1);
    const values = columnsOf(body);
    const [created] = await tx
      .insert(banners)
      .values({ ...values, sortOrder, createdAt: now, updatedAt: now })
      .returning({ id: banners.id });
    await auditChange(tx, { actor, now, action: 'banner.create', entity: 'banner', entityId: created!.id, changes: { ...values, sortOrder } });
    return created!.id;
  });
}

export async function updateBanner(db: Db, id: number, body: UpdateBanner, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockBanner(tx, id, body.version);
    const values = columnsOf(body);
    await auditedUpdate(tx, banners, current, values, { actor, now, action: 'banner.update', entity: 'banner', changes: changedFields(snapshot(current), values) });
  });
}

export async function setBannerActive(db: Db, id: number, active: boolean, version: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockBanner(tx, id, version);
    if (current.active === active) return;
    await auditedUpdate(tx, banners, current, { active }, { actor, now, action: active ? 'banner.activate' : 'banner.deactivate', entity: 'banner', changes: { active: { from: current.active, to: active } } });
  });
}

/** Swaps a banner with its neighbour above (up) or below (down); at the end of the list it answers 409. */
export async function moveBanner(db: Db, id: number, direction: BannerMoveDirection, version: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx);
    const current = await lockBanner(tx, id, version);
    const [neighbour] = await tx
      .select()
      .from(banners)
      .where(direction === 'up' ? lt(banners.sortOrder, current.sortOrder) : gt(banners.sortOrder, current.sortOrder))
      .orderBy(direction === 'up' ? desc(banners.sortOrder) : asc(banners.sortOrder))
      .limit(1)
      .for('update');
    if (!neighbour) throw conflict('INVALID_TRANSITION', BANNER_MESSAGES.cannotMove(direction));
    await auditedUpdate(tx, banners, current, { sortOrder: neighbour.sortOrder }, {
      actor,
      now,
      action: 'banner.move',
      entity: 'banner',
      changes: { direction, sortOrder: { from: current.sortOrder, to: neighbour.sortOrder }, swappedWith: neighbour.id },
    });
    await updateVersioned(tx, banners, neighbour, { sortOrder: current.sortOrder }, now);
  });
}

/** Deletes a banner; returns its image's public path so the caller releases the image once this has committed. */
export async function deleteBanner(db: Db, id: number, version: number | undefined, actor: Actor, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const current = await lockBanner(tx, id, version);
    await tx.delete(banners).where(eq(banners.id, id));
    await auditChange(tx, { actor, now, action: 'banner.delete', entity: 'banner', entityId: id, changes: { ...snapshot(current), imageUrl: current.imageUrl, sortOrder: current.sortOrder } });
    return current.imageUrl;
  });
}

/** Sets or clears the image; returns the previous image's public path. */
export async function setBannerImage(db: Executor, id: number, version: number, imageUrl: string | null, actor: Actor, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const current = await lockBanner(tx, id, version);
    await auditedUpdate(tx, banners, current, { imageUrl }, { actor, now, action: imageUrl ? 'banner.image_set' : 'banner.image_remove', entity: 'banner', changes: { imageUrl: { from: current.imageUrl, to: imageUrl } } });
    return current.imageUrl;
  });
}

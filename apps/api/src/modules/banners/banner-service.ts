import type { BannerMoveDirection, createBannerBodySchema, updateBannerBodySchema } from '@carcare/contracts';
import { BANNER_MESSAGES } from '@carcare/contracts';
import { and, asc, desc, gt, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { auditChange, changedFields } from '../../db/audit-trail';
import { nextAfterMax } from '../../db/next-after-max';
import { deletedWhere, lockLiveRow, restoreRow, softDeleteRow } from '../../db/soft-delete';
import { auditedUpdate, updateVersioned } from '../../db/versioned-write';
import { conflict } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';

type CreateBanner = z.output<typeof createBannerBodySchema>;
type UpdateBanner = z.output<typeof updateBannerBodySchema>;
type BannerRow = typeof banners.$inferSelect;

/** Serialises changes of the order (a create goes last, a move swaps two neighbours). */
async function lockOrder(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('banners:order'))`);
}

const lockBanner = (tx: Executor, id: number, version: number | undefined): Promise<BannerRow> => lockLiveRow(tx, banners, { id, version, notFound: BANNER_MESSAGES.notFound });

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
      .where(and(deletedWhere(banners), direction === 'up' ? lt(banners.sortOrder, current.sortOrder) : gt(banners.sortOrder, current.sortOrder)))
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

/**
 * Deletes a banner (softly: it keeps its image and its place, so Undo brings it back as it was);
 * answers it as written, whose version restoring it takes.
 */
export async function deleteBanner(db: Db, id: number, version: number | undefined, actor: Actor, now: Date): Promise<BannerRow> {
  return db.transaction(async (tx) => {
    const current = await lockBanner(tx, id, version);
    return softDeleteRow(tx, banners, current, { actor, now, action: 'banner.delete', entity: 'banner', changes: { ...snapshot(current), imageUrl: current.imageUrl, sortOrder: current.sortOrder } });
  });
}

/** Undoes a delete while the banner is as the delete left it (`version`). */
export async function restoreBanner(db: Db, id: number, version: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await restoreRow(tx, banners, { id, version, notFound: BANNER_MESSAGES.notFound, notDeleted: 'This banner is not deleted' }, { actor, now, action: 'banner.restore', entity: 'banner' });
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

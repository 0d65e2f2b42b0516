import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { JobQueue } from '../db/job-queue';
import type { Clock } from '../clock';
import { banners, blobs, services } from '../db/schema';
import { DELETED_KEPT_DAYS, purgeDeleted } from '../db/soft-delete';
import type { Executor } from '../db/transaction';
import type { ImageType } from './image-type';
import { IMAGE_TYPES } from './image-type';

/** Public URLs of uploads start with this: /uploads/<sha-256 hex>.<ext>, served by upload-routes.ts. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** An unattached blob is kept this long before the sweep may delete it (an upload between its store and its row). */
export const BLOB_GRACE_SECONDS = 3600;

const NAME_PATTERN = /^([0-9a-f]{64})\.([a-z]+)$/;

/** Every column that holds an upload's public URL: a blob none of them names is an orphan. */
const URL_COLUMNS = [services.imageUrl, banners.imageUrl] as const;

export function blobUrl(hash: string, type: ImageType): string {
  return `${UPLOADS_URL_PREFIX}${hash}.${IMAGE_TYPES[type].extension}`;
}

/** The hash and extension behind `<hash>.<ext>` (the part of a public URL after /uploads/), or null for any other name. */
export function parseBlobName(name: string): { hash: string; extension: string } | null {
  const match = NAME_PATTERN.exec(name);
  return match ? { hash: match[1]!, extension: match[2]! } : null;
}

function hashOfUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  return parseBlobName(url.slice(UPLOADS_URL_PREFIX.length))?.hash ?? null;
}

/** True when no row names the blob (its hash, any extension). The hash is hex, so LIKE sees no wildcard in it. */
function unreferenced(): SQL {
  const pattern = sql`${UPLOADS_URL_PREFIX} || ${blobs.hash} || '.%'`;
  return sql.join(
    URL_COLUMNS.map((column) => sql`not exists (select 1 from ${column.table} where ${column} like ${pattern})`),
    sql` and `,
  );
}

/**
 * Stores the bytes (already checked to be an image of `type`) and answers their public URL. The
 * same bytes make the same blob: storing them again sets its created_at to now (restarting its
 * grace period) and locks its row, so run this in the transaction that attaches the URL to a row:
 * a concurrent releaseBlob or sweep then waits for that transaction and sees the row.
 */
export async function storeBlob(tx: Executor, bytes: Uint8Array, type: ImageType): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const hash = createHash('sha256').update(buffer).digest('hex');
  await tx
    .insert(blobs)
    .values({ hash, contentType: IMAGE_TYPES[type].mediaType, byteSize: buffer.length, bytes: buffer })
    .onConflictDoUpdate({ target: blobs.hash, set: { createdAt: sql`now()` } });
  return blobUrl(hash, type);
}

/** A stored blob by its hash; `withBytes: false` reads only what a conditional GET needs. */
export async function findBlob(db: Db, hash: string, withBytes: boolean): Promise<{ contentType: string; byteSize: number; bytes: Buffer | null } | null> {
  const [row] = await db
    .select({ contentType: blobs.contentType, byteSize: blobs.byteSize, bytes: withBytes ? blobs.bytes : sql<null>`null` })
    .from(blobs)
    .where(eq(blobs.hash, hash));
  return row ?? null;
}

/**
 * Deletes the blob behind a URL a row let go of (replaced, removed, the row deleted), unless some
 * row still names it. Its row is locked first, so a transaction attaching the same bytes elsewhere
 * (storeBlob) finishes before the check, which then sees its row. Other URLs are ignored. Answers
 * whether a blob was deleted.
 */
export async function releaseBlob(db: Db, url: string | null | undefined): Promise<boolean> {
  const hash = hashOfUrl(url);
  if (!hash) return false;
  return db.transaction(async (tx) => {
    const locked = await tx.select({ hash: blobs.hash }).from(blobs).where(eq(blobs.hash, hash)).for('update');
    if (locked.length === 0) return false;
    const deleted = await tx
      .delete(blobs)
      .where(and(eq(blobs.hash, hash), unreferenced()))
      .returning({ hash: blobs.hash });
    return deleted.length > 0;
  });
}

/**
 * Deletes every blob no row names that was stored more than `graceSeconds` ago (by the database's
 * clock, the same for every process). A blob being attached right now had its created_at set by
 * storeBlob, so it is never old enough. Answers how many were deleted.
 */
export async function sweepOrphanBlobs(db: Db, graceSeconds = BLOB_GRACE_SECONDS): Promise<number> {
  const deleted = await db
    .delete(blobs)
    .where(and(lt(blobs.createdAt, sql`now() - make_interval(secs => ${graceSeconds})`), unreferenced()))
    .returning({ hash: blobs.hash });
  return deleted.length;
}

/** The queue's kind of the hourly sweep. */
export const BLOB_SWEEP_QUEUE_KIND = 'blob-sweep';

/**
 * Runs the sweep once every `intervalMs` (an hour) across all processes, as a scheduled job of the
 * queue. Each run first purges the records deleted more than DELETED_KEPT_DAYS ago, so the images
 * only they used are swept in the same run. Both steps are idempotent: a run taken over from a
 * killed process does again only what was left.
 */
export function scheduleBlobSweeps(queue: JobQueue, db: Db, clock: Clock, log: { info(object: object, message: string): void; warn(object: object, message: string): void }, intervalMs = 3600_000): void {
  const purge = () =>
    purgeDeleted(db, clock.now()).then(
      (count) => {
        if (count > 0) log.info({ purged: count }, `Removed for good the records deleted more than ${DELETED_KEPT_DAYS} days ago`);
      },
      (error: unknown) => log.warn({ err: error }, 'Could not purge deleted records'),
    );
  const sweep = () =>
    sweepOrphanBlobs(db).then(
      (count) => {
        if (count > 0) log.info({ deleted: count }, 'Deleted uploads no record uses');
      },
      (error: unknown) => log.warn({ err: error }, 'Could not sweep unused uploads'),
    );
  queue.work(BLOB_SWEEP_QUEUE_KIND, () => purge().then(sweep));
  queue.schedule(BLOB_SWEEP_QUEUE_KIND, intervalMs);
}

import type { SQL } from 'drizzle-orm';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict } from '../http/http-error';
import type { Db } from './client';
import { banners, cancellationReasons, policyDocuments, serviceInclusions, sops } from './schema';
import type { Executor } from './transaction';
import type { AuditedUpdate, RowTarget, VersionedTable } from './versioned-write';
import { auditedUpdate, lockRow } from './versioned-write';

/**
 * Soft deletes (Undo): a delete stamps `deleted_at`/`deleted_by` and bumps the version, so the
 * record can be restored with the version the delete answered; a later change makes that version
 * stale (409 STALE_VERSION). Every read leaves deleted rows out; the purge removes them for good.
 */

/** How long a deleted record can be restored before the purge removes it. */
export const DELETED_KEPT_DAYS = 30;

/** A versioned table whose rows can be soft-deleted. */
export type SoftDeletableTable = VersionedTable & { deletedAt: AnyPgColumn; deletedBy: AnyPgColumn };
type RowOf<T extends SoftDeletableTable> = T['$inferSelect'];

/** Rows not deleted (every read's default), or only the deleted ones (a super admin's "Deleted" filter). */
export function deletedWhere(table: SoftDeletableTable, deleted = false): SQL {
  return deleted ? isNotNull(table.deletedAt) : isNull(table.deletedAt);
}

/** The row, not deleted, locked: 404 when it is missing or deleted; 409 on a stale version. */
export function lockLiveRow<T extends SoftDeletableTable>(tx: Executor, table: T, target: RowTarget & { notFound: string }): Promise<RowOf<T>> {
  return lockRow(tx, table, { ...target, where: and(target.where, deletedWhere(table)) });
}

/** Soft-deletes a locked row, audited as `change.action`; answers the row as written (its new version is what Undo sends). */
export function softDeleteRow<T extends SoftDeletableTable>(tx: Executor, table: T, current: { id: number; version: number }, change: AuditedUpdate): Promise<RowOf<T>> {
  return auditedUpdate(tx, table, current, { deletedAt: change.now, deletedBy: change.actor.id } as never, change);
}

/**
 * Brings a deleted row back when the caller saw its current version: 404 when there is no such row
 * (never created, or purged), 409 STALE_VERSION when it changed since, 409 INVALID_TRANSITION when it is
 * not deleted. `check` runs on the locked row before it is restored (e.g. a name taken meanwhile).
 */
export async function restoreRow<T extends SoftDeletableTable>(
  tx: Executor,
  table: T,
  target: { id: number; version: number; where?: SQL; notFound: string; notDeleted: string },
  change: Omit<AuditedUpdate, 'changes'>,
): Promise<RowOf<T>> {
  const current = (await lockRow(tx, table, target)) as RowOf<T> & { id: number; version: number; deletedAt: Date | null };
  if (current.deletedAt === null) throw conflict('INVALID_TRANSITION', target.notDeleted);
  await auditedUpdate(tx, table, current, { deletedAt: null, deletedBy: null } as never, { ...change, changes: { deletedAt: { from: current.deletedAt, to: null } } });
  return current;
}

const PURGED: SoftDeletableTable[] = [banners, sops, serviceInclusions, cancellationReasons, policyDocuments];

/**
 * Removes for good every row deleted more than DELETED_KEPT_DAYS before `now`; answers how many.
 * A purged banner's image is then used by no row, and the blob sweep deletes it.
 */
export async function purgeDeleted(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELETED_KEPT_DAYS * 86_400_000);
  let count = 0;
  for (const table of PURGED) {
    const removed = await db
      .delete(table as PgTable)
      .where(lt(table.deletedAt, before))
      .returning({ id: table.id });
    count += removed.length;
  }
  return count;
}

/** Rows of `table` with this id that are not deleted: a read's where. */
export function liveId(table: SoftDeletableTable, id: number): SQL {
  return and(eq(table.id, id), deletedWhere(table))!;
}

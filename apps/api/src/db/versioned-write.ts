import type { SQL } from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { notFound, staleVersion } from '../http/http-error';
import type { AuditedChange } from './audit-trail';
import { auditChange } from './audit-trail';
import type { Executor } from './transaction';

/**
 * The one way rows with a `version` column are changed (optimistic concurrency, DESIGN §2): the
 * row is locked, the version the caller saw must still be the current one (else 409
 * STALE_VERSION), and every write bumps the version, stamps `updatedAt` and, where audited,
 * appends its audit event in the same transaction.
 */

/** A table whose rows carry an id, a version and an updatedAt. */
export type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn; updatedAt: AnyPgColumn };
type RowOf<T extends VersionedTable> = T['$inferSelect'];
/** The columns a write sets; the version and updatedAt are the kernel's. */
export type VersionedValues<T extends VersionedTable> = Omit<Partial<T['$inferInsert']>, 'version' | 'updatedAt'>;

/** Which row: its id, the version the caller saw (none: no check), and a further condition (the caller's scope). */
export interface RowTarget {
  id: number;
  version?: number;
  where?: SQL;
}

/** The version after `table`'s current one, as SQL: the only place a version goes up. */
export function nextVersion(table: VersionedTable): SQL {
  return sql`${table.version} + 1`;
}

/**
 * 409 STALE_VERSION unless the caller saw the current version. `expected` undefined: the caller
 * asked for no check; `current` null: there is no row (a caller that saw none sends null).
 */
export function expectVersion(current: number | null, expected: number | null | undefined): void {
  if (expected !== undefined && current !== expected) throw staleVersion();
}

/**
 * The row, locked (SELECT … FOR UPDATE) until the transaction ends, so the checks the caller makes
 * on it hold when it writes. 404 with `notFoundMessage` when it is missing or outside `where`;
 * 409 when `version` is given and is not the current one.
 */
export async function lockRow<T extends VersionedTable>(tx: Executor, table: T, target: RowTarget & { notFound: string }): Promise<RowOf<T>> {
  const [row] = (await tx
    .select()
    .from(table as PgTable)
    .where(and(target.where, eq(table.id, target.id)))
    .for('update')) as RowOf<T>[];
  if (!row) throw notFound(target.notFound);
  expectVersion((row as { version: number }).version, target.version);
  return row;
}

/**
 * Sets `values` on the row, bumps its version and stamps `updatedAt`; returns the row as written.
 * With `target.version`, the update holds only while the version is still that one (409 otherwise);
 * without it the row must exist (404 with `notFoundMessage`).
 */
export async function updateVersioned<T extends VersionedTable>(
  tx: Executor,
  table: T,
  target: RowTarget,
  values: VersionedValues<T>,
  now: Date,
  notFoundMessage?: string,
): Promise<RowOf<T>> {
  const [updated] = (await tx
    .update(table as PgTable)
    .set({ ...values, version: nextVersion(table), updatedAt: now } as PgUpdateSetSource<PgTable>)
    .where(and(eq(table.id, target.id), target.version === undefined ? undefined : eq(table.version, target.version), target.where))
    .returning()) as RowOf<T>[];
  if (!updated) throw target.version === undefined ? notFound(notFoundMessage) : staleVersion();
  return updated;
}

/** The audit event of a versioned write: it is about the written row unless `entityId` says otherwise. */
export type AuditedUpdate = Omit<AuditedChange, 'entityId'> & { entityId?: number };

/** updateVersioned and its audit event, written together in the caller's transaction. */
export async function auditedUpdate<T extends VersionedTable>(tx: Executor, table: T, target: RowTarget, values: VersionedValues<T>, change: AuditedUpdate): Promise<RowOf<T>> {
  const updated = await updateVersioned(tx, table, target, values, change.now);
  await auditChange(tx, { ...change, entityId: change.entityId ?? target.id });
  return updated;
}

/**
 * Activates or deactivates a locked row with a status column: `<entity>.activate` or
 * `<entity>.deactivate` in the audit trail. False, and nothing written, when it already has `status`.
 */
export async function auditedStatus<T extends VersionedTable & { status: AnyPgColumn }>(
  tx: Executor,
  table: T,
  current: RowOf<T> & { id: number; version: number; status: string },
  status: 'active' | 'inactive',
  change: Omit<AuditedUpdate, 'action' | 'changes'>,
): Promise<boolean> {
  if (current.status === status) return false;
  const values = { status } as VersionedValues<T>;
  await auditedUpdate(tx, table, current, values, { ...change, action: `${change.entity}.${status === 'inactive' ? 'deactivate' : 'activate'}`, changes: { status: { from: current.status, to: status } } });
  return true;
}

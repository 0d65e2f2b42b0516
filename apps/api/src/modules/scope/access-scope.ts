import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AdminRow } from '../../db/schema';
import { invoices, leaves, requestDayCounts, reviews, serviceRequests, services, societies, transactions, userConcerns, workerSocieties, workers, workshops, workshopServices } from '../../db/schema';

/**
 * What a caller may see (DESIGN §3). Every scoped read and write builds its WHERE from here,
 * so a query that forgets the scope is visible at a glance.
 */
export type AccessScope =
  | { kind: 'all' }
  | { kind: 'workshop'; workshopId: number }
  | { kind: 'society'; societyId: number }
  // A role with no rows at all (a misconfigured admin): matches nothing.
  | { kind: 'none' };

export function scopeOf(admin: Pick<AdminRow, 'userType' | 'workshopId' | 'societyId'>): AccessScope {
  if (admin.userType === 'super_admin') return { kind: 'all' };
  if (admin.userType === 'workshop_admin' && admin.workshopId !== null) return { kind: 'workshop', workshopId: admin.workshopId };
  if (admin.userType === 'society_manager' && admin.societyId !== null) return { kind: 'society', societyId: admin.societyId };
  return { kind: 'none' };
}

const nothing = sql`false`;

/** Workers: all; a workshop's own; those assigned to a society. */
export function workerScope(scope: AccessScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'workshop':
      return eq(workers.workshopId, scope.workshopId);
    case 'society':
      return sql`exists (select 1 from ${workerSocieties} where ${workerSocieties.workerId} = ${workers.id} and ${workerSocieties.societyId} = ${scope.societyId})`;
    case 'none':
      return nothing;
  }
}

/** Leaves follow their worker's scope; self-contained (no join needed). */
export function leaveScope(scope: AccessScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'workshop':
      return inArray(leaves.workerId, sql`(select ${workers.id} from ${workers} where ${workers.workshopId} = ${scope.workshopId})`);
    case 'society':
      return inArray(
        leaves.workerId,
        sql`(select ${workerSocieties.workerId} from ${workerSocieties} where ${workerSocieties.societyId} = ${scope.societyId})`,
      );
    case 'none':
      return nothing;
  }
}

/** Workshops: all, or the caller's own; a society manager sees none. */
export function workshopScope(scope: AccessScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'workshop') return eq(workshops.id, scope.workshopId);
  return nothing;
}

/** Societies: all, or the manager's own; a workshop admin sees none directly (only via options). */
export function societyScope(scope: AccessScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'society') return eq(societies.id, scope.societyId);
  return nothing;
}

/**
 * The one workshop a caller's workshop-owned rows are limited to: the super admin's choice
 * (`asked`; undefined: every workshop), a workshop admin's own (asking for it or for none), and
 * null when the caller may see none of them (another workshop asked for, a society manager).
 */
export function scopedWorkshopId(scope: AccessScope, asked?: number): number | undefined | null {
  if (scope.kind === 'all') return asked;
  if (scope.kind === 'workshop') return asked === undefined || asked === scope.workshopId ? scope.workshopId : null;
  return null;
}

/** Whether the caller may see this workshop's rows (its money, its rates). */
export function mayReadWorkshop(scope: AccessScope, workshopId: number): boolean {
  return scopedWorkshopId(scope, workshopId) === workshopId;
}

/** Rows owned by a workshop (`column` names it): all, the workshop admin's own workshop's, or none. */
export function ownedByScopedWorkshop(column: AnyColumn, scope: AccessScope): SQL | undefined {
  const workshopId = scopedWorkshopId(scope);
  if (workshopId === null) return nothing;
  return workshopId === undefined ? undefined : eq(column, workshopId);
}

/** `and` that accepts the undefined an unrestricted scope gives. */
export function whereAll(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

/**
 * Catalogue services: all; a workshop admin sees the active catalogue plus whatever its own
 * workshop asked for (pending, rejected or since deactivated).
 */
export function serviceScope(scope: AccessScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'workshop') return or(eq(services.status, 'active'), eq(services.requestedByWorkshopId, scope.workshopId));
  return nothing;
}

/** A workshop's offered services: all, or the caller's own workshop's. */
export function workshopServiceScope(scope: AccessScope): SQL | undefined {
  return ownedByScopedWorkshop(workshopServices.workshopId, scope);
}

/** Service requests: all, or the workshop admin's own workshop's; a society manager sees none. */
export function requestScope(scope: AccessScope): SQL | undefined {
  return ownedByScopedWorkshop(serviceRequests.workshopId, scope);
}

/**
 * The dashboards' request counts (request_day_counts): all, the workshop admin's workshop, or the
 * society manager's society: counts of its requests, though not the requests themselves.
 */
export function requestCountScope(scope: AccessScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'workshop':
      return eq(requestDayCounts.workshopId, scope.workshopId);
    case 'society':
      return eq(requestDayCounts.societyKey, scope.societyId);
    case 'none':
      return nothing;
  }
}

/** Reviews: all, or those of the workshop admin's own workshop (published and hidden); a society manager sees none. */
export function reviewScope(scope: AccessScope): SQL | undefined {
  return ownedByScopedWorkshop(reviews.workshopId, scope);
}

/** User concerns: all, or those about the workshop admin's own workshop; a society manager sees none. */
export function concernScope(scope: AccessScope): SQL | undefined {
  return ownedByScopedWorkshop(userConcerns.workshopId, scope);
}

/** GST documents: all, or the workshop admin's own workshop's; a society manager sees none. */
export function invoiceScope(scope: AccessScope): SQL | undefined {
  return ownedByScopedWorkshop(invoices.workshopId, scope);
}

/** Payments, refunds and payouts: all, or the workshop admin's own workshop's; a society manager sees none. */
export function transactionScope(scope: AccessScope): SQL | undefined {
  return ownedByScopedWorkshop(transactions.workshopId, scope);
}

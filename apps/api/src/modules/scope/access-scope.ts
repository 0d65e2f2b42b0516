import type { SQL } from 'drizzle-orm';
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
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'workshop') return eq(workshopServices.workshopId, scope.workshopId);
  return nothing;
}

/** Service requests: all, or the workshop admin's own workshop's; a society manager sees none. */
export function requestScope(scope: AccessScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'workshop') return eq(serviceRequests.workshopId, scope.workshopId);
  return nothing;
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
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'workshop') return eq(reviews.workshopId, scope.workshopId);
  return nothing;
}

/** User concerns: all, or those about the workshop admin's own workshop; a society manager sees none. */
export function concernScope(scope: AccessScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'workshop') return eq(userConcerns.workshopId, scope.workshopId);
  return nothing;
}

/** GST documents: all, or the workshop admin's own workshop's; a society manager sees none. */
export function invoiceScope(scope: AccessScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'workshop') return eq(invoices.workshopId, scope.workshopId);
  return nothing;
}

/** Payments, refunds and payouts: all, or the workshop admin's own workshop's; a society manager sees none. */
export function transactionScope(scope: AccessScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'workshop') return eq(transactions.workshopId, scope.workshopId);
  return nothing;
}

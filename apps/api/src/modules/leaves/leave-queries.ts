import type { Leave, LeaveListQuery } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { and, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { admins, leaves, workers, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { containsPattern, joinedPage, orderByFromSort } from '../../http/list-page';
import { listReads } from '../../http/list-reads';
import { rowStamps } from '../../http/row-stamps';
import type { AccessScope } from '../scope/access-scope';
import { leaveScope, whereAll } from '../scope/access-scope';

const decider = alias(admins, 'decider');

// worker_name reads its worker's name through the worker_id foreign key, so a page's ids are
// picked from leaves alone; it is the one sort no leaves index can serve.
const SORTS = {
  start_date: leaves.startDate,
  end_date: leaves.endDate,
  worker_name: sql`(select lower(${workers.name}) from ${workers} where ${workers.id} = ${leaves.workerId})`,
  status: leaves.status,
  created_at: leaves.createdAt,
};
export const DEFAULT_LEAVE_SORT = 'start_date';
/** A worker's history: newest first. */
export const HISTORY_SORT = '-start_date';

const selection = {
  leave: leaves,
  workerName: workers.name,
  workshopId: workshops.id,
  workshopName: workshops.name,
  deciderId: decider.id,
  deciderName: decider.name,
};

interface LeaveSelection {
  leave: typeof leaves.$inferSelect;
  workerName: string;
  workshopId: number;
  workshopName: string;
  deciderId: number | null;
  deciderName: string | null;
}

function toLeave(row: LeaveSelection): Leave {
  const l = row.leave;
  return {
    id: l.id,
    worker: { id: l.workerId, name: row.workerName },
    workshop: { id: row.workshopId, name: row.workshopName },
    start_date: l.startDate,
    end_date: l.endDate,
    type: l.type as Leave['type'],
    reason: l.reason,
    status: l.status as Leave['status'],
    decided_by: row.deciderId !== null ? { id: row.deciderId, name: row.deciderName ?? '' } : null,
    decided_at: l.decidedAt ? l.decidedAt.toISOString() : null,
    decision_note: l.decisionNote,
    ...rowStamps(l),
  };
}

/**
 * The Absent List: leaves overlapping [from, to] (default today..today) within scope. Without a
 * status it lists who is away (approved) or may be (pending), as DESIGN §4 defines the list; a
 * rejected or cancelled leave shows only when asked for by its status.
 */
export function leaveListWhere(scope: AccessScope, query: Omit<LeaveListQuery, 'page' | 'page_size' | 'sort'>, today: string): SQL | undefined {
  const from = query.from ?? today;
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const conditions: (SQL | undefined)[] = [leaveScope(scope), sql`${leaves.startDate} <= ${to}`, sql`${leaves.endDate} >= ${from}`];
  conditions.push(query.status ? eq(leaves.status, query.status) : inArray(leaves.status, ['approved', 'pending']));
  if (query.worker_id !== undefined) conditions.push(eq(leaves.workerId, query.worker_id));
  // Worker conditions go through worker_id, so the list's filters read leaves columns only.
  if (query.workshop_id !== undefined) conditions.push(inArray(leaves.workerId, sql`(select ${workers.id} from ${workers} where ${eq(workers.workshopId, query.workshop_id)})`));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(inArray(leaves.workerId, sql`(select ${workers.id} from ${workers} where ${or(ilike(workers.name, pattern), ilike(workers.phone, pattern))})`));
  }
  return whereAll(...conditions);
}

/** A worker's whole history within scope. */
export function workerLeavesWhere(scope: AccessScope, workerId: number): SQL | undefined {
  return whereAll(leaveScope(scope), eq(leaves.workerId, workerId));
}

function joined(db: Executor) {
  return db
    .select(selection)
    .from(leaves)
    .innerJoin(workers, eq(workers.id, leaves.workerId))
    .innerJoin(workshops, eq(workshops.id, workers.workshopId))
    .leftJoin(decider, eq(decider.id, leaves.decidedBy))
    .$dynamic();
}

/**
 * One page of a leave list: the page's ids from leaves alone, in an order an index gives, then the
 * joins for those rows only, in the same order. The query itself, for the plan test.
 */
export function leavePageQuery(db: Executor, where: SQL | undefined, sort: string | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  const order = orderByFromSort(sort, SORTS, DEFAULT_LEAVE_SORT, leaves.id);
  return joinedPage(db, joined(db), leaves, leaves.id, where, order, limit, offset);
}

const list = listReads({ name: 'leaves', id: leaves.id, sorts: SORTS, defaultSort: DEFAULT_LEAVE_SORT, pageQuery: leavePageQuery, toRow: toLeave });
/** A page, the rows of given ids (an export's), an export's positions and the count. */
export const { select: selectLeaves, byIds: selectLeavesByIds, positions: selectLeavePositions, count: countLeaves } = list;

/** The ids and current versions of up to `limit` leaves matching `where`, oldest first. */
export async function selectLeaveVersions(db: Executor, where: SQL | undefined, limit: number): Promise<{ id: number; version: number }[]> {
  return db.select({ id: leaves.id, version: leaves.version }).from(leaves).where(where).orderBy(leaves.id).limit(limit);
}

export async function findLeave(db: Executor, scope: AccessScope, id: number): Promise<Leave | null> {
  const [row] = await joined(db).where(whereAll(leaveScope(scope), eq(leaves.id, id))).limit(1);
  return row ? toLeave(row) : null;
}

/** An approved leave of the worker overlapping [start, end], other than `exceptId`. */
export async function findOverlappingApproved(
  db: Executor,
  workerId: number,
  start: string,
  end: string,
  exceptId: number | null,
): Promise<{ startDate: string; endDate: string } | null> {
  const [row] = await db
    .select({ startDate: leaves.startDate, endDate: leaves.endDate })
    .from(leaves)
    .where(
      and(
        eq(leaves.workerId, workerId),
        eq(leaves.status, 'approved'),
        sql`${leaves.startDate} <= ${end}`,
        sql`${leaves.endDate} >= ${start}`,
        exceptId !== null ? ne(leaves.id, exceptId) : undefined,
      ),
    )
    .orderBy(leaves.startDate)
    .limit(1);
  return row ?? null;
}

import type { Worker, WorkerListQuery } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { leaves, societies, workerSocieties, workers, workshops } from '../../db/schema';
import { selectPageRows } from '../../db/select-rows';
import type { Executor } from '../../db/transaction';
import type { KeysetPosition } from '../../http/keyset';
import { idsIn, keysetOrder } from '../../http/keyset';
import { containsPattern, notNullSort, orderByFromSort } from '../../http/list-page';
import { rowStamps, storedFields } from '../../http/row-stamps';
import type { AccessScope } from '../scope/access-scope';
import { whereAll, workerScope } from '../scope/access-scope';

/** How much of the ID proof number a caller sees: whole (profile), last 4 digits (lists), nothing (society managers). */
export type IdProofVisibility = 'full' | 'masked' | 'hidden';

export function idProofVisibility(scope: AccessScope, context: 'profile' | 'list'): IdProofVisibility {
  if (scope.kind === 'society' || scope.kind === 'none') return 'hidden';
  return context === 'profile' ? 'full' : 'masked';
}

export function maskIdProof(value: string): string {
  return value.length <= 4 ? 'X'.repeat(value.length) : `${'X'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/** An approved leave covers `today` (YYYY-MM-DD, India). */
function onLeaveOn(today: string | Placeholder): SQL {
  return sql`exists (select 1 from ${leaves} where ${leaves.workerId} = ${workers.id} and ${leaves.status} = 'approved' and ${leaves.startDate} <= ${today} and ${leaves.endDate} >= ${today})`;
}

/** Worker status as shown: inactive, else on_leave when an approved leave covers today, else active. */
export function displayStatusOn(today: string | Placeholder): SQL<string> {
  return sql<string>`case when ${workers.status} = 'inactive' then 'inactive' when ${onLeaveOn(today)} then 'on_leave' else 'active' end`;
}

type DisplayStatus = Worker['display_status'];
/** The display statuses in their text order, the order of the status sort. */
const DISPLAY_STATUSES_IN_ORDER: readonly DisplayStatus[] = ['active', 'inactive', 'on_leave'];

/** The workers whose display status is `status` on `today`. */
function displayStatusIs(status: DisplayStatus, today: string | Placeholder): SQL {
  // Literals, not parameters: a page query rendered once takes only the condition's values and its own.
  if (status === 'inactive') return sql`${workers.status} = 'inactive'`;
  if (status === 'on_leave') return sql`${workers.status} = 'active' and ${onLeaveOn(today)}`;
  return sql`${workers.status} = 'active' and not ${onLeaveOn(today)}`;
}

// Every sort but rating (unrated last both ways) is never null, so an index on it serves both directions.
function sortsOn(today: string | Placeholder) {
  return {
    name: notNullSort(sql`lower(${workers.name})`),
    joined_on: workers.joinedOn,
    rating: workers.rating,
    created_at: workers.createdAt,
    status: notNullSort(displayStatusOn(today)),
  };
}
export const DEFAULT_WORKER_SORT = 'name';

type WorkerListFilters = Omit<WorkerListQuery, 'page' | 'page_size' | 'sort'>;

/** Filters of the list and its CSV within the caller's scope. */
export function workerListWhere(scope: AccessScope, query: WorkerListFilters, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [workerScope(scope)];
  if (query.status) conditions.push(displayStatusIs(query.status, today));
  if (query.workshop_id !== undefined) conditions.push(eq(workers.workshopId, query.workshop_id));
  if (query.society_id !== undefined) {
    conditions.push(sql`exists (select 1 from ${workerSocieties} where ${workerSocieties.workerId} = ${workers.id} and ${workerSocieties.societyId} = ${query.society_id})`);
  }
  if (query.skill) conditions.push(sql`${workers.skills} @> array[${query.skill}]::text[]`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(workers.name, pattern), ilike(workers.phone, pattern)));
  }
  return whereAll(...conditions);
}

function selectionOn(today: string | Placeholder) {
  return { worker: workers, workshopName: workshops.name, displayStatus: displayStatusOn(today) };
}

interface WorkerSelection {
  worker: typeof workers.$inferSelect;
  workshopName: string;
  displayStatus: string;
}

function toWorker(row: WorkerSelection, societiesOf: Map<number, { id: number; name: string }[]>, visibility: IdProofVisibility): Worker {
  const w = row.worker;
  return {
    ...storedFields(w, ['id', 'name', 'phone', 'photoUrl', 'joinedOn', 'rating']),
    workshop: { id: w.workshopId, name: row.workshopName },
    skills: w.skills as Worker['skills'],
    id_proof_type: w.idProofType as Worker['id_proof_type'],
    id_proof_number: visibility === 'hidden' ? null : visibility === 'masked' ? maskIdProof(w.idProofNumber) : w.idProofNumber,
    status: w.status as Worker['status'],
    display_status: row.displayStatus as Worker['display_status'],
    societies: societiesOf.get(w.id) ?? [],
    ...rowStamps(w),
  };
}

/**
 * The societies of a page of workers in one query, built once (selectPageRows). The ids go as one
 * array parameter (`= any`): rendering an IN list of a page of values costs drizzle CPU on every page.
 */
async function societiesOfWorkers(db: Executor, workerIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const result = new Map<number, { id: number; name: string }[]>();
  if (workerIds.length === 0) return result;
  const rows = await selectPageRows(db, 'societies of workers', sql`${workerSocieties.workerId} = any(${sql.param(workerIds)})`, {}, (where) =>
    db
      .select({ workerId: workerSocieties.workerId, id: societies.id, name: societies.name })
      .from(workerSocieties)
      .innerJoin(societies, eq(societies.id, workerSocieties.societyId))
      .where(where)
      .orderBy(asc(societies.name)),
  );
  for (const row of rows) {
    const list = result.get(row.workerId) ?? [];
    list.push({ id: row.id, name: row.name });
    result.set(row.workerId, list);
  }
  return result;
}

export interface WorkerSelect {
  where: SQL | undefined;
  sort: string | undefined;
  today: string;
  visibility: IdProofVisibility;
}

/** A page query's options: `today` may be a placeholder, for a query rendered once (selectPageRows). */
type WorkerPageOptions = Omit<WorkerSelect, 'visibility' | 'today'> & { today: string | Placeholder };

/**
 * One page of the list: the page's ids from workers alone, in an order an index gives, then the
 * workshop names and display statuses for those rows only, in the same order. The query itself,
 * for the plan test.
 */
export function workerPageQuery(
  db: Executor,
  options: WorkerPageOptions,
  limit: number | Placeholder,
  offset: number | Placeholder,
  window: number | Placeholder = (offset as number) + (limit as number),
) {
  const order = orderByFromSort(options.sort, sortsOn(options.today), DEFAULT_WORKER_SORT, workers.id);
  const statusSort = options.sort?.trim().replace(/^-/, '') === 'status';
  const page = statusSort
    ? statusPage(db, options, options.sort!.trim().startsWith('-'), limit, offset, window)
    : db.select({ id: workers.id }).from(workers).where(options.where).orderBy(...order).limit(limit).offset(offset).as('page');
  return db
    .select(selectionOn(options.today))
    .from(workers)
    .innerJoin(page, eq(page.id, workers.id))
    .innerJoin(workshops, eq(workshops.id, workers.workshopId))
    .orderBy(...order);
}

/**
 * A page sorted by display status, which depends on today's leaves, so no index holds it: each
 * status's workers are read off (status, id) in id order, as many as the page can need (`window`,
 * the offset plus the limit), and the page is taken from those few in (display status, id) order.
 */
function statusPage(db: Executor, options: WorkerPageOptions, descending: boolean, limit: number | Placeholder, offset: number | Placeholder, window: number | Placeholder) {
  const byId = () => (descending ? desc(workers.id) : asc(workers.id));
  const [first, second, third] = DISPLAY_STATUSES_IN_ORDER.map((status) =>
    db
      .select({ id: workers.id, displayStatus: sql<string>`${sql.raw(`'${status}'`)}::text`.as('display_status') })
      .from(workers)
      .where(whereAll(options.where, displayStatusIs(status, options.today)))
      .orderBy(byId())
      .limit(window),
  );
  const byStatus = descending ? sql`display_status desc` : sql`display_status asc`;
  return unionAll(first!, second!, third!)
    .orderBy(byStatus, byId())
    .limit(limit)
    .offset(offset)
    .as('page');
}

export async function selectWorkers(db: Executor, options: WorkerSelect, limit: number, offset: number): Promise<Worker[]> {
  const { where, sort, today } = options;
  // Built once per sort, day and condition (selectPageRows); today is a value of the query.
  const rows = await selectPageRows(db, `workers\u0000${sort}`, where, { limit, offset, window: offset + limit, today }, (pageWhere, values) =>
    workerPageQuery(db, { where: pageWhere, sort, today: values.today }, values.limit, values.offset, values.window),
  );
  const societiesOf = await societiesOfWorkers(
    db,
    rows.map((row) => row.worker.id),
  );
  return rows.map((row) => toWorker(row, societiesOf, options.visibility));
}

/** Positions of the filtered list after `after`, in its order: the CSV export's next page. */
export async function selectWorkerPositions(db: Executor, options: Omit<WorkerSelect, 'visibility'>, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]> {
  const order = keysetOrder(options.sort, sortsOn(options.today), DEFAULT_WORKER_SORT, workers.id);
  return db
    .select({ id: workers.id, key: order.key })
    .from(workers)
    .where(and(options.where, order.after(after)))
    .orderBy(...order.orderBy)
    .limit(limit);
}

export async function selectWorkersByIds(db: Executor, ids: number[], today: string, visibility: IdProofVisibility): Promise<Worker[]> {
  return selectWorkers(db, { where: idsIn(workers.id, ids), sort: undefined, today, visibility }, ids.length, 0);
}

/** One worker within scope, or null (missing and out of scope look the same). */
export async function findWorker(db: Executor, scope: AccessScope, id: number, today: string, visibility: IdProofVisibility): Promise<Worker | null> {
  const [worker] = await selectWorkers(db, { where: whereAll(workerScope(scope), eq(workers.id, id)), sort: undefined, today, visibility }, 1, 0);
  return worker ?? null;
}

/** Ids and versions of the workers a filter matches, in id order: what a bulk status change by filter acts on. */
export async function selectWorkerVersions(db: Executor, where: SQL | undefined, limit: number): Promise<{ id: number; version: number }[]> {
  return db.select({ id: workers.id, version: workers.version }).from(workers).where(where).orderBy(workers.id).limit(limit);
}

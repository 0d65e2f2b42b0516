import type { RequestEvent, RequestListQuery, ServiceRequest, ServiceRequestDetails } from '@carcare/contracts';
import { requestCode } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { asc, eq, ilike, like, or, sql } from 'drizzle-orm';
import { addDays, startOfIndiaDate } from '../../db/calendar';
import { admins, cancellationReasons, serviceRequestEvents, serviceRequests, services, societies, transactions, workers, workshops } from '../../db/schema';
import { refuseEndBeforeStart } from '../../http/http-error';
import type { Executor } from '../../db/transaction';
import { containsPattern, lookup, renderedColumns } from '../../http/list-page';
import { namedListReads } from '../../http/list-reads';
import { rowStamps, storedFields } from '../../http/row-stamps';
import type { AccessScope } from '../scope/access-scope';
import { requestScope, whereAll } from '../scope/access-scope';

// `code` sorts by id: codes are zero-padded to 6 digits, so text order breaks past SR-999999.
const SORTS = {
  scheduled_at: serviceRequests.scheduledAt,
  created_at: serviceRequests.createdAt,
  code: serviceRequests.id,
  status: serviceRequests.status,
  amount_paise: serviceRequests.amountPaise,
};
export const DEFAULT_REQUEST_SORT = '-scheduled_at';
const ORDER = { id: serviceRequests.id, sorts: SORTS, defaultSort: DEFAULT_REQUEST_SORT };

export type RequestListFilters = Omit<RequestListQuery, 'page' | 'page_size' | 'sort'>;

const CODE_SEARCH = /^SR-?(\d{1,9})$/i;
const DIGITS = /^\d{1,10}$/;

/**
 * The search box: a request code (exact, or a prefix such as "SR-0001"), the customer's phone or
 * name (contains), or the registration number (contains, ignoring spaces, dashes and case).
 */
export function requestSearchCondition(text: string): SQL | undefined {
  const q = text.trim();
  if (q === '') return undefined;
  const conditions: (SQL | undefined)[] = [];
  const code = CODE_SEARCH.exec(q);
  if (code) {
    const digits = code[1]!;
    // "SR-123" means SR-000123; "SR-0001" is a prefix of SR-000100…SR-000199.
    conditions.push(eq(serviceRequests.code, requestCode(Number(digits))));
    if (digits.length < 6) conditions.push(like(serviceRequests.code, `SR-${digits}%`));
  }
  if (DIGITS.test(q)) {
    if (q.length <= 9) conditions.push(eq(serviceRequests.code, requestCode(Number(q))));
    conditions.push(like(serviceRequests.customerPhone, containsPattern(q)));
  }
  const registration = q.toUpperCase().replace(/[\s-]/g, '');
  if (/^[A-Z0-9]+$/.test(registration)) conditions.push(like(serviceRequests.registrationNumber, containsPattern(registration)));
  if (!code && !DIGITS.test(q)) conditions.push(ilike(serviceRequests.customerName, containsPattern(q)));
  return or(...conditions.filter((condition): condition is SQL => condition !== undefined)) ?? sql`false`;
}

/** Filters of the list and its CSV within the caller's scope; only service_requests columns, so counts need no join. */
export function requestListWhere(scope: AccessScope, query: RequestListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [requestScope(scope)];
  if (query.status) conditions.push(eq(serviceRequests.status, query.status));
  if (query.from) conditions.push(sql`${serviceRequests.scheduledAt} >= ${startOfIndiaDate(query.from).toISOString()}`);
  if (query.to) conditions.push(sql`${serviceRequests.scheduledAt} < ${startOfIndiaDate(addDays(query.to, 1)).toISOString()}`);
  if (query.service_id !== undefined) conditions.push(eq(serviceRequests.serviceId, query.service_id));
  if (query.society_id !== undefined) conditions.push(eq(serviceRequests.societyId, query.society_id));
  if (query.workshop_id !== undefined) conditions.push(eq(serviceRequests.workshopId, query.workshop_id));
  if (query.worker_id !== undefined) conditions.push(eq(serviceRequests.workerId, query.worker_id));
  if (query.q) conditions.push(requestSearchCondition(query.q));
  return whereAll(...conditions);
}

/**
 * The names beside a request are read by scalar subqueries (one primary-key lookup each per row of
 * the page) rather than joins: the answer is the same, but PostgreSQL plans two relations instead
 * of seven, which cost it more than running the whole page.
 */
const selection = {
  request: renderedColumns(serviceRequests),
  serviceName: lookup<string>(services.name, services.id, serviceRequests.serviceId),
  workshopName: lookup<string>(workshops.name, workshops.id, serviceRequests.workshopId),
  societyName: lookup<string | null>(societies.name, societies.id, serviceRequests.societyId),
  workerName: lookup<string | null>(workers.name, workers.id, serviceRequests.workerId),
  reasonText: lookup<string | null>(cancellationReasons.text, cancellationReasons.id, serviceRequests.cancellationReasonId),
};

interface RequestSelection {
  request: typeof serviceRequests.$inferSelect;
  serviceName: string;
  workshopName: string;
  societyName: string | null;
  workerName: string | null;
  reasonText: string | null;
}

function toServiceRequest(row: RequestSelection): ServiceRequest {
  const r = row.request;
  return {
    ...storedFields(r, ['id', 'code', 'customerName', 'customerPhone', 'vehicleMake', 'vehicleModel', 'registrationNumber', 'address', 'amountPaise', 'cancellationNote']),
    vehicle_type: r.vehicleType as ServiceRequest['vehicle_type'],
    service: { id: r.serviceId, name: row.serviceName },
    workshop: { id: r.workshopId, name: row.workshopName },
    society: r.societyId !== null ? { id: r.societyId, name: row.societyName ?? '' } : null,
    scheduled_at: r.scheduledAt.toISOString(),
    worker: r.workerId !== null ? { id: r.workerId, name: row.workerName ?? '' } : null,
    payment_status: r.paymentStatus as ServiceRequest['payment_status'],
    status: r.status as ServiceRequest['status'],
    cancellation_reason: r.cancellationReasonId !== null ? { id: r.cancellationReasonId, text: row.reasonText ?? '' } : null,
    ...rowStamps(r),
  };
}

/** `cursorKey` selects a cursor page's sort value beside each row (cursorPage); other reads leave it null. */
function withNames(db: Executor, cursorKey: SQL<string | null> = sql<string | null>`null`) {
  return db.select({ ...selection, cursorKey }).from(serviceRequests).$dynamic();
}

/** Its page query (for the plan tests), pages, cursor source, an export's positions and the rows of given ids. */
export const { pageQuery: requestPageQuery, select: selectRequests, cursorSource: requestCursorSource, positionsQuery: requestPositionsQuery, positions: selectRequestPositions, byIdsByPosition: selectRequestsByIds } = namedListReads({ name: 'requests', ...ORDER, withNames, toRow: toServiceRequest });

/** One request within scope, or null (missing and out of scope look the same). */
export async function findRequest(db: Executor, scope: AccessScope, id: number): Promise<ServiceRequest | null> {
  const [row] = await withNames(db)
    .where(whereAll(requestScope(scope), eq(serviceRequests.id, id)))
    .limit(1);
  return row ? toServiceRequest(row) : null;
}

async function eventsOf(db: Executor, requestId: number): Promise<RequestEvent[]> {
  const rows = await db
    .select({ event: serviceRequestEvents, actorName: admins.name })
    .from(serviceRequestEvents)
    .leftJoin(admins, eq(admins.id, serviceRequestEvents.actorId))
    .where(eq(serviceRequestEvents.requestId, requestId))
    .orderBy(asc(serviceRequestEvents.at), asc(serviceRequestEvents.id));
  return rows.map(({ event, actorName }) => ({
    id: event.id,
    action: event.action as RequestEvent['action'],
    from_status: event.fromStatus as RequestEvent['from_status'],
    to_status: event.toStatus as RequestEvent['to_status'],
    actor: event.actorId !== null ? { id: event.actorId, name: actorName ?? '' } : null,
    note: event.note,
    at: event.at.toISOString(),
  }));
}

async function paymentsOf(db: Executor, requestId: number): Promise<ServiceRequestDetails['payments']> {
  const rows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.requestId, requestId))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  return rows.map((t) => ({
    id: t.id,
    kind: t.kind as ServiceRequestDetails['payments'][number]['kind'],
    method: t.method as ServiceRequestDetails['payments'][number]['method'],
    amount_paise: t.amountPaise,
    status: t.status as ServiceRequestDetails['payments'][number]['status'],
    note: t.note,
    created_at: t.createdAt.toISOString(),
  }));
}

/** The request with its timeline (oldest first) and payments (oldest first), or null out of scope. */
export async function findRequestDetails(db: Executor, scope: AccessScope, id: number): Promise<ServiceRequestDetails | null> {
  const request = await findRequest(db, scope, id);
  if (!request) return null;
  const [events, payments] = await Promise.all([eventsOf(db, id), paymentsOf(db, id)]);
  return { ...request, events, payments };
}

/** Ids and versions of the requests a filter matches, in id order: what a bulk assignment by filter acts on. */
export async function selectRequestVersions(db: Executor, where: SQL | undefined, limit: number): Promise<{ id: number; version: number }[]> {
  return db.select({ id: serviceRequests.id, version: serviceRequests.version }).from(serviceRequests).where(where).orderBy(serviceRequests.id).limit(limit);
}

/** The list's filters, refused when the dates are the wrong way round. */
export function checkedRequestFilters<T extends RequestListFilters>(query: T): T {
  refuseEndBeforeStart(query);
  return query;
}

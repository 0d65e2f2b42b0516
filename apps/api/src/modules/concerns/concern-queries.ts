import type { ConcernListQuery, ConcernMessage, UserConcern, UserConcernDetails } from '@carcare/contracts';
import { concernCode, DEFAULT_CONCERN_SORT } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { asc, eq, ilike, like, or, sql } from 'drizzle-orm';
import { addDays, startOfIndiaDate } from '../../db/calendar';
import { admins, concernMessages, serviceRequests, userConcerns, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { refuseEndBeforeStart } from '../../http/http-error';
import { containsPattern, lookup, renderedColumns } from '../../http/list-page';
import { namedListReads } from '../../http/list-reads';
import { rowStamps, storedFields } from '../../http/row-stamps';
import type { AccessScope } from '../scope/access-scope';
import { concernScope, whereAll } from '../scope/access-scope';

// `code` sorts by id: codes are zero-padded to 6 digits, so text order breaks past UC-999999.
const SORTS = {
  created_at: userConcerns.createdAt,
  code: userConcerns.id,
};
const ORDER = { id: userConcerns.id, sorts: SORTS, defaultSort: DEFAULT_CONCERN_SORT };

export type ConcernListFilters = Omit<ConcernListQuery, 'page' | 'page_size' | 'sort'>;

const CODE_SEARCH = /^UC-?(\d{1,9})$/i;
const DIGITS = /^\d{1,10}$/;
const PHONE = /^\d{10}$/;

/**
 * The search box: a concern code (exact, or a prefix such as "UC-0001"), the customer's phone
 * (exact when all 10 digits are typed, so the phone index serves it; else contains), or words of
 * the customer's name or the subject (contains).
 */
function searchCondition(text: string): SQL | undefined {
  const q = text.trim();
  if (q === '') return undefined;
  const conditions: SQL[] = [];
  const code = CODE_SEARCH.exec(q);
  if (code) {
    const digits = code[1]!;
    conditions.push(eq(userConcerns.code, concernCode(Number(digits))));
    // "UC-0001" is a prefix of UC-000100…UC-000199 (the code's text_pattern_ops index serves it).
    if (digits.length < 6) conditions.push(like(userConcerns.code, `UC-${digits}%`));
  } else if (DIGITS.test(q)) {
    if (q.length <= 9) conditions.push(eq(userConcerns.code, concernCode(Number(q))));
    conditions.push(PHONE.test(q) ? eq(userConcerns.customerPhone, q) : like(userConcerns.customerPhone, containsPattern(q)));
  } else {
    const pattern = containsPattern(q);
    conditions.push(ilike(userConcerns.customerName, pattern), ilike(userConcerns.subject, pattern));
  }
  return or(...conditions);
}

/** The list's filters, refused as a whole when the dates are the wrong way round (the list and its export). */
export function checkedConcernFilters<T extends ConcernListFilters>(query: T): T {
  refuseEndBeforeStart(query);
  return query;
}

/** Filters of the list within the caller's scope; only user_concerns columns, so counts need no join. */
export function concernListWhere(scope: AccessScope, query: ConcernListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [concernScope(scope)];
  if (query.status) conditions.push(eq(userConcerns.status, query.status));
  if (query.priority) conditions.push(eq(userConcerns.priority, query.priority));
  if (query.category) conditions.push(eq(userConcerns.category, query.category));
  if (query.from) conditions.push(sql`${userConcerns.createdAt} >= ${startOfIndiaDate(query.from).toISOString()}`);
  if (query.to) conditions.push(sql`${userConcerns.createdAt} < ${startOfIndiaDate(addDays(query.to, 1)).toISOString()}`);
  if (query.workshop_id !== undefined) conditions.push(eq(userConcerns.workshopId, query.workshop_id));
  if (query.q) conditions.push(searchCondition(query.q));
  return whereAll(...conditions);
}

/**
 * The names beside a concern are read by scalar subqueries (one primary-key lookup each per row of
 * the page) rather than joins: the answer is the same, but PostgreSQL plans two relations instead
 * of five. The list reads only what its rows show; the details add the request's status and the author.
 */
const selection = {
  concern: renderedColumns(userConcerns),
  workshopName: lookup<string | null>(workshops.name, workshops.id, userConcerns.workshopId),
  requestCode: lookup<string | null>(serviceRequests.code, serviceRequests.id, userConcerns.requestId),
};

const detailsSelection = {
  ...selection,
  requestStatus: lookup<string | null>(serviceRequests.status, serviceRequests.id, userConcerns.requestId),
  createdByName: lookup<string | null>(admins.name, admins.id, userConcerns.createdBy),
};

interface ConcernSelection {
  concern: typeof userConcerns.$inferSelect;
  workshopName: string | null;
  requestCode: string | null;
}

function toConcern(row: ConcernSelection): UserConcern {
  const c = row.concern;
  return {
    ...storedFields(c, ['id', 'code', 'customerName', 'customerPhone', 'subject']),
    category: c.category as UserConcern['category'],
    priority: c.priority as UserConcern['priority'],
    status: c.status as UserConcern['status'],
    channel: c.channel as UserConcern['channel'],
    workshop: c.workshopId !== null ? { id: c.workshopId, name: row.workshopName ?? '' } : null,
    request: c.requestId !== null ? { id: c.requestId, code: row.requestCode ?? '' } : null,
    ...rowStamps(c),
  };
}

/** `cursorKey` selects a cursor page's sort value beside each row (cursorPage); other reads leave it null. */
function withNames(db: Executor, cursorKey: SQL<string | null> = sql<string | null>`null`) {
  return db.select({ ...selection, cursorKey }).from(userConcerns).$dynamic();
}

/** Its page query (for the plan tests), pages, cursor source, an export's positions and the rows of given ids. */
export const { pageQuery: concernPageQuery, select: selectConcerns, cursorSource: concernCursorSource, positions: selectConcernPositions, byIds: selectConcernsByIds } = namedListReads({ name: 'concerns', ...ORDER, withNames, toRow: toConcern });

async function messagesOf(db: Executor, concernId: number): Promise<ConcernMessage[]> {
  const rows = await db.select().from(concernMessages).where(eq(concernMessages.concernId, concernId)).orderBy(asc(concernMessages.at), asc(concernMessages.id));
  return rows.map((m) => ({
    id: m.id,
    author_kind: m.authorKind as ConcernMessage['author_kind'],
    author_admin_id: m.authorAdminId,
    author_name: m.authorName,
    body: m.body,
    at: m.at.toISOString(),
  }));
}

/** The concern with its thread, related request and workshop, or null (missing and out of scope look the same). */
export async function findConcernDetails(db: Executor, scope: AccessScope, id: number): Promise<UserConcernDetails | null> {
  const [row] = await db
    .select(detailsSelection)
    .from(userConcerns)
    .where(whereAll(concernScope(scope), eq(userConcerns.id, id)))
    .limit(1);
  if (!row) return null;
  const c = row.concern;
  const base = toConcern(row);
  return {
    ...base,
    description: c.description,
    request: c.requestId !== null ? { id: c.requestId, code: row.requestCode ?? '', status: row.requestStatus as NonNullable<UserConcernDetails['request']>['status'] } : null,
    created_by: c.createdBy !== null ? { id: c.createdBy, name: row.createdByName ?? '' } : null,
    resolved_at: c.resolvedAt ? c.resolvedAt.toISOString() : null,
    closed_at: c.closedAt ? c.closedAt.toISOString() : null,
    messages: await messagesOf(db, id),
  };
}

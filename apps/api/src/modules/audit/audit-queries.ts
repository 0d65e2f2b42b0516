import type { AuditActor, AuditEvent, AuditListQuery } from '@carcare/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, startOfIndiaDate } from '../../db/calendar';
import { admins, auditEvents } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { refuseEndBeforeStart } from '../../http/http-error';
import type { CursorListSource } from '../../http/cursor-page';
import { cursorListSource, pageRowsByShape } from '../../http/cursor-page';
import type { KeysetPosition } from '../../http/keyset';
import { idsIn } from '../../http/keyset';
import { joinedPage, lookup, orderByFromSort, renderedColumns } from '../../http/list-page';
import { selectPositions } from '../../http/list-reads';
import { whereAll } from '../scope/access-scope';

export type AuditListFilters = Omit<AuditListQuery, 'page' | 'page_size' | 'cursor'>;

/**
 * The log has one order, newest first: `-at` (then id), the audit_events_at_idx order and each
 * filter index's. `at` ascending exists only so a previous page can be read backwards by cursor.
 */
const SORTS = { at: auditEvents.at };
const NEWEST_FIRST = '-at';

/** The filters of the log; each one is led by an indexed column (actor, entity, at). */
export function auditListWhere(query: AuditListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.actor_id !== undefined) conditions.push(eq(auditEvents.actorId, query.actor_id));
  if (query.entity) conditions.push(eq(auditEvents.entity, query.entity));
  if (query.entity_id !== undefined) conditions.push(eq(auditEvents.entityId, query.entity_id));
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.from) conditions.push(sql`${auditEvents.at} >= ${startOfIndiaDate(query.from).toISOString()}`);
  if (query.to) conditions.push(sql`${auditEvents.at} < ${startOfIndiaDate(addDays(query.to, 1)).toISOString()}`);
  return whereAll(...conditions);
}

/** The actor's name and role by primary-key lookups (one per row of the page), as the other lists read their names. */
const selection = {
  event: renderedColumns(auditEvents),
  actorName: lookup<string | null>(admins.name, admins.id, auditEvents.actorId),
  actorType: lookup<string | null>(admins.userType, admins.id, auditEvents.actorId),
};

function toAuditEvent(row: { event: typeof auditEvents.$inferSelect; actorName: string | null; actorType: string | null }): AuditEvent {
  const e = row.event;
  return {
    id: e.id,
    actor: e.actorId !== null ? { id: e.actorId, name: row.actorName ?? '', user_type: row.actorType ?? '' } : null,
    action: e.action,
    entity: e.entity,
    entity_id: e.entityId,
    changes: e.changes ?? null,
    at: e.at.toISOString(),
    ip: e.ip,
  };
}

/**
 * One page of the log in `sort` (newest first unless a cursor reads backwards): the page's ids from
 * audit_events alone, read off an index, then the actors' names for those rows only, in the same
 * order; `cursorKey` selects a cursor page's sort value beside each row. The query itself, for the plan test.
 */
export function auditPageQuery(
  db: Executor,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
  sort = NEWEST_FIRST,
  cursorKey: SQL<string | null> = sql<string | null>`null`,
) {
  const named = db
    .select({ ...selection, cursorKey })
    .from(auditEvents)
    .$dynamic();
  return joinedPage(db, named, auditEvents, auditEvents.id, where, orderByFromSort(sort, SORTS, NEWEST_FIRST, auditEvents.id), limit, offset);
}

export async function selectAuditEvents(db: Executor, where: SQL | undefined, limit: number, offset: number, sort = NEWEST_FIRST): Promise<AuditEvent[]> {
  const rows = await auditPageQuery(db, where, limit, offset, sort);
  return rows.map(toAuditEvent);
}

/** Positions of the events matching `where`, newest first, after `after`: an export's pages. */
export async function selectAuditEventPositions(db: Executor, where: SQL | undefined, after: KeysetPosition | null, limit: number): Promise<KeysetPosition[]> {
  return selectPositions(db, { id: auditEvents.id, sorts: SORTS, defaultSort: NEWEST_FIRST }, where, NEWEST_FIRST, after, limit);
}

export async function selectAuditEventsByIds(db: Executor, ids: number[]): Promise<AuditEvent[]> {
  return selectAuditEvents(db, idsIn(auditEvents.id, ids), ids.length, 0);
}

/** The log's filters, refused as a whole when the dates are the wrong way round (the log and its export). */
export function checkedAuditFilters<T extends AuditListFilters>(query: T): T {
  refuseEndBeforeStart(query);
  return query;
}

/** The log for `cursorPage`: its keyset order and its page query. */
export function auditCursorSource(db: Executor): CursorListSource<AuditEvent> {
  return cursorListSource(auditEvents.id, SORTS, NEWEST_FIRST, pageRowsByShape(db, 'audit-events', (where, sort, limit, offset, key) => auditPageQuery(db, where, limit, offset, sort, key), toAuditEvent));
}

/**
 * The distinct values of one indexed column by a loose index scan (a recursive "next larger value"
 * walk), so the cost follows the number of distinct values, not the number of events.
 */
async function distinctValues(db: Executor, column: 'entity' | 'actor_id'): Promise<(string | number)[]> {
  const col = sql.identifier(column);
  const result = await db.execute(sql`
    with recursive walk(value) as (
      (select ${col} from audit_events where ${col} is not null order by ${col} limit 1)
      union all
      select (select ${col} from audit_events where ${col} > walk.value order by ${col} limit 1) from walk where walk.value is not null
    )
    select value from walk where value is not null`);
  return (result as unknown as { rows: { value: string | number }[] }).rows.map((row) => row.value);
}

/** The filter choices: every entity kind recorded, and every admin who recorded a change (by name). */
export async function auditFacets(db: Executor): Promise<{ entities: string[]; actors: AuditActor[] }> {
  const [entities, actorIds] = await Promise.all([distinctValues(db, 'entity'), distinctValues(db, 'actor_id')]);
  const ids = actorIds.map(Number);
  const actors =
    ids.length === 0
      ? []
      : await db.select({ id: admins.id, name: admins.name, user_type: admins.userType }).from(admins).where(inArray(admins.id, ids)).orderBy(admins.name, admins.id);
  return { entities: entities.map(String), actors };
}

import { auditEventSchema, recordHistoryQuerySchema } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { CURSOR_PAGING_DOC, cursorPage } from '../../http/cursor-page';
import { countRows, listPage } from '../../http/list-page';
import type { RouteAccess } from '../../http/route-access';
import { idParamsSchema, listRoute } from '../../http/route-docs';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import { auditCursorSource } from './audit-queries';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The events recorded about one row of `entity` (the audit_events_entity_idx prefix). */
export function entityEvents(entity: string, id: number): SQL {
  return and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, id))!;
}

/**
 * A record's history as most records have it: `read` is the record's own read, as its GET makes it
 * (404 when it is missing or outside the caller's scope), then the events about that row of `entity`.
 */
export function afterReading(entity: string, read: (scope: AccessScope, id: number) => Promise<unknown>) {
  return async ({ id }: { id: number }, scope: AccessScope): Promise<SQL> => {
    await read(scope, id);
    return entityEvents(entity, id);
  };
}

/** The events about a policy of `kind`: every row of that kind (drafts, versions) names it in its changes. */
export function policyEvents(kind: string): SQL {
  return and(eq(auditEvents.entity, 'policy_document'), sql`${auditEvents.changes}->>'kind' = ${kind}`)!;
}

export interface RecordHistoryOptions<P extends z.ZodType> {
  /** e.g. "/api/v1/workers/:id/history" */
  path: string;
  tags: string[];
  /** The record in prose, for the docs: "a worker". */
  noun: string;
  /** The record's own read permission, where it differs from its module's. */
  access?: RouteAccess;
  /** The path's parameters; a record's id unless given. */
  params?: P;
  /**
   * The record's own read, as its GET makes it (404 when it is missing or outside the caller's
   * scope), then which audit events are its history.
   */
  events(params: z.output<P>, scope: AccessScope): Promise<SQL>;
}

/**
 * GET a record's history: the audit events about it, newest first, paged as the audit log. Whoever
 * may read the record may read its history, and only then: the record's own find decides.
 */
export function recordHistoryRoute<P extends z.ZodType = typeof idParamsSchema>(app: ZodApp, db: Db, options: RecordHistoryOptions<P>): void {
  const { path, tags, noun, access, events } = options;
  const route = listRoute({
    tags,
    summary: `The history of ${noun}: who changed what, when, newest first`,
    description: `The audit events about ${noun}, as the audit log shows them; 404 when the record is not one the caller may read. ${CURSOR_PAGING_DOC}`,
    querystring: recordHistoryQuerySchema,
    item: auditEventSchema,
    errors: [400, 401, 403, 404],
    ...(access && { access }),
  });
  app.get(path, { ...route, schema: { ...route.schema, params: options.params ?? idParamsSchema } }, async (request) => {
    const query = request.query as z.output<typeof recordHistoryQuerySchema>;
    const where = await events(request.params as z.output<P>, callerOf(request).scope);
    return listPage(query, () => cursorPage(auditCursorSource(db), where, query), { kind: 'exact', count: () => countRows(db, auditEvents, where) });
  });
}

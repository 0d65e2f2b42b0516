import { auditEventSchema, auditFacetsSchema, auditListQuerySchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { CURSOR_PAGING_DOC, cursorPage } from '../../http/cursor-page';
import { countLargeList, listPage } from '../../http/list-page';
import { bearerSecurity as security, errorResponses, listRoute } from '../../http/route-docs';
import { auditCursorSource, auditFacets, auditListWhere, checkedAuditFilters } from './audit-queries';

/** The audit log: every recorded change, read by the super admin only. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['audit'];

  app.get(
    '/api/v1/audit-events',
    listRoute({ tags, summary: 'The audit log, newest first', description: `Filters: actor_id (an admin), entity (e.g. service_request), entity_id, action (e.g. service_request.cancel), from/to (India dates on the event time, inclusive). changes holds the changed fields: {field: {from, to}} for an edit, {field: value} for a creation. ${CURSOR_PAGING_DOC}`, querystring: auditListQuerySchema, item: auditEventSchema }),
    async (request) => {
      const query = request.query;
      const where = auditListWhere(checkedAuditFilters(query));
      return listPage(query, () => cursorPage(auditCursorSource(db), where, query), countLargeList(db, auditEvents, where));
    },
  );

  app.get(
    '/api/v1/audit-events/facets',
    {
      schema: {
        tags,
        summary: 'The audit log’s filter choices: entity kinds and the admins who made changes',
        security,
        response: { 200: auditFacetsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => auditFacets(db),
  );
};

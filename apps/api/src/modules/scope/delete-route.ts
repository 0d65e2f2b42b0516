import type { RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedRecordSchema, deleteQuerySchema } from '@carcare/contracts';
import type { z } from 'zod';
import { deletedRecordOf } from '../../http/deleted-record';
import type { RouteAccess } from '../../http/route-access';
import { bearerSecurity, errorResponses, idParamsSchema } from '../../http/route-docs';
import type { Caller } from './caller';
import { callerOf } from './caller';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface DeleteRouteDocs {
  tags: string[];
  /** What is deleted, with its article, as the summary names it: 'a banner', 'a draft SOP'. */
  noun: string;
  /** The refusal of this record's own, said first ('One included in any service answers 409 IN_USE; deactivate it instead.'). */
  refused?: string;
  /** What else the delete leaves, said last ('the image stays until the banner is purged'). */
  leaves?: string;
  /** Where it differs from its module's. */
  access?: RouteAccess;
}

/**
 * DELETE `path` (`…/:id`): a soft delete that `restoreRoute` undoes. Every such delete takes the
 * version it guards with in the query and answers the id and the new version that Undo sends back,
 * so the route says that once; `remove` deletes the record as the caller and answers its row.
 */
export function deleteRoute(
  app: ZodApp,
  path: string,
  docs: DeleteRouteDocs,
  remove: (id: number, version: number | undefined, caller: Caller) => Promise<Parameters<typeof deletedRecordOf>[0]>,
) {
  const { tags, noun, refused, leaves, access } = docs;
  const description = [
    ...(refused ? [refused] : []),
    '`?version=` guards against deleting a copy changed meanwhile (409 STALE_VERSION).',
    `Answers the id and the new version, which \`POST …/restore\` takes to undo it${leaves ? `; ${leaves}` : ''}.`,
  ].join(' ');
  // Plain options to Fastify, which cannot work out a request's types from generic schemas (as restoreRoute).
  const options: RouteShorthandOptions = {
    ...(access && { config: { access } }),
    schema: {
      tags,
      summary: `Delete ${noun} (restorable until it is purged)`,
      description,
      security: bearerSecurity,
      params: idParamsSchema,
      querystring: deleteQuerySchema,
      response: { 200: deletedRecordSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  };
  app.delete(path, options, async (request) => {
    const { id } = request.params as z.output<typeof idParamsSchema>;
    const { version } = request.query as z.output<typeof deleteQuerySchema>;
    return deletedRecordOf(await remove(id, version, callerOf(request)));
  });
}

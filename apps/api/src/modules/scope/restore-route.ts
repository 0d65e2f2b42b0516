import type { RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restoreBodySchema } from '@carcare/contracts';
import type { z } from 'zod';
import type { RouteAccess } from '../../http/route-access';
import { recordRoute } from '../../http/route-docs';
import type { Caller } from './caller';
import { callerOf } from './caller';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface RestoreRouteDocs<R extends z.ZodType> {
  tags: string[];
  /** The record with its article, as the description names it: 'a banner', 'an SOP'. */
  noun: string;
  /** What the route answers once it is restored. */
  record: R;
  /** More refusals than the ones every restore has, for the description ('a name taken meanwhile 409 DUPLICATE'). */
  alsoRefused?: string;
  /** Where it differs from its module's. */
  access?: RouteAccess;
}

/**
 * POST `path` (`…/:id/restore`) with the version the delete answered: Undo, or a super admin's
 * restore from the deleted ones. Every restore refuses the same way (soft-delete.ts restoreRow), so
 * the route says it once; `restore` brings the record back as the caller and answers it.
 */
export function restoreRoute<R extends z.ZodType>(app: ZodApp, path: string, docs: RestoreRouteDocs<R>, restore: (id: number, version: number, caller: Caller) => Promise<z.input<R>>) {
  const { tags, noun, record, alsoRefused, access } = docs;
  const refusals = [`${noun} changed since answers 409 STALE_VERSION`, 'one not deleted 409 INVALID_TRANSITION', 'one purged 404', ...(alsoRefused ? [alsoRefused] : [])];
  // Plain options to Fastify, which cannot work out a request's types from generic schemas (as postCreated).
  const options: RouteShorthandOptions = recordRoute({
    tags,
    summary: `Restore a deleted ${noun.replace(/^an? /, '')} (Undo)`,
    description: `With the version its delete answered; ${refusals.join(', ')}.`,
    body: restoreBodySchema,
    record,
    ...(access && { access }),
  });
  app.post(path, options, async (request) => {
    const { id } = request.params as { id: number };
    const { version } = request.body as z.output<typeof restoreBodySchema>;
    return restore(id, version, callerOf(request));
  });
}

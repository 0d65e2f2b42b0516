import type { RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CreatedRouteDocs } from '../../http/route-docs';
import { createdRoute } from '../../http/route-docs';
import type { Caller } from './caller';
import { callerOf } from './caller';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A POST that adds a record: `create` writes the body as the caller and gives the record made, answered 201. */
export function postCreated<B extends z.ZodType, R extends z.ZodType>(app: ZodApp, path: string, docs: CreatedRouteDocs<B, R>, create: (body: z.output<B>, caller: Caller) => Promise<z.input<R>>) {
  // Plain options to Fastify, which cannot work out a request's types from generic schemas: the
  // schemas still check the body and shape the answer at run time, and `create` carries the types.
  const options: RouteShorthandOptions = createdRoute(docs);
  app.post(path, options, async (request, reply) => reply.code(201).send(await create(request.body as z.output<B>, callerOf(request))));
}

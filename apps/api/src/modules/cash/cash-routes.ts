import { cashDepositListQuerySchema, cashDepositSchema, cashInHandQuerySchema, cashInHandResponseSchema, createCashDepositBodySchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { cashDeposits } from '../../db/schema';
import { CURSOR_PAGING_DOC, cursorPage } from '../../http/cursor-page';
import { orNotFound } from '../../http/http-error';
import { countLargeList, listPage } from '../../http/list-page';
import { bearerSecurity as security, errorResponses, listRoute } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { cashDepositCursorSource, cashDepositListWhere, cashInHand, findDeposit, recordDeposit } from './cash-service';

/** The cash workers hold and the deposits that take it in (DESIGN §8). */
export const cashRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['cash'];

  app.get(
    '/api/v1/cash-in-hand',
    {
      config: { readsBesideSessionCheck: true },
      schema: {
        tags,
        summary: 'The cash each worker still holds',
        description:
          'Per worker: cash taken on completion, cash given back on refunds, deposits, what is still held and since when (deposits settle the oldest first). Only workers who hold some, unless include_settled=true. A workshop admin sees its own workers; the super admin every workshop’s, or one with workshop_id.',
        security,
        querystring: cashInHandQuerySchema,
        response: { 200: cashInHandResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const data = await cashInHand(db, callerOf(request).scope, request.query);
      return { data, total_outstanding_paise: data.reduce((sum, row) => sum + row.outstanding_paise, 0) };
    },
  );

  app.get(
    '/api/v1/cash-deposits',
    listRoute({
      tags,
      summary: 'List cash deposits in scope',
      description: `Filters: workshop_id, worker_id, from/to (India dates, inclusive). Sort by created_at or amount_paise (default -created_at). ${CURSOR_PAGING_DOC}`,
      querystring: cashDepositListQuerySchema,
      item: cashDepositSchema,
    }),
    async (request) => {
      const where = cashDepositListWhere(callerOf(request).scope, request.query);
      return listPage(request.query, () => cursorPage(cashDepositCursorSource(db), where, request.query), countLargeList(db, cashDeposits, where));
    },
  );

  app.post(
    '/api/v1/cash-deposits',
    {
      config: { access: 'cash.deposit' },
      schema: {
        tags,
        summary: 'Record cash a worker handed in',
        description: 'More than the worker holds is 409 DEPOSIT_TOO_LARGE, naming what they hold; another workshop’s worker is 404.',
        security,
        body: createCashDepositBodySchema,
        response: { 201: cashDepositSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { scope, actor } = callerOf(request);
      const id = await recordDeposit(db, scope, request.body, actor, clock.now());
      return reply.code(201).send(await orNotFound(findDeposit(db, id), 'Deposit not found'));
    },
  );
};

import { refundBodySchema, transactionDetailsSchema, transactionListQuerySchema, transactionSchema, transactionTotalsSchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { orNotFound } from '../../http/http-error';
import { CURSOR_PAGING_DOC, cursorPage } from '../../http/cursor-page';
import { countLargeList, listPage } from '../../http/list-page';
import { bearerSecurity as security, errorResponses, idParamsSchema, listRoute, recordRoute } from '../../http/route-docs';
import type { AccessScope } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import {
  checkedTransactionFilters,
  findTransactionDetails,
  scopedTransactionWhere,
  sumTransactions,
  transactionCursorSource,
} from './transaction-queries';
import { refundPayment, TRANSACTION_NOT_FOUND } from './transaction-service';

/**
 * Payments, refunds and payouts: the super admin's books of every workshop, a workshop admin's of its
 * own (read-only: refunds are the super admin's).
 */
export const transactionRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['transactions'];
  const details = (scope: AccessScope, id: number) => orNotFound(findTransactionDetails(db, scope, id), TRANSACTION_NOT_FOUND);
  const filterDescription =
    'from/to are India dates on created_at (inclusive). q matches a transaction code (TX-123), a request code (SR-123 or a prefix such as SR-0001) or a gateway reference (exact or a prefix).';

  app.get(
    '/api/v1/transactions',
    listRoute({ tags, summary: 'List transactions', description: `${filterDescription} Sort by created_at or amount_paise (default -created_at). A very large result answers an estimated total marked total_is_estimate. ${CURSOR_PAGING_DOC}`, querystring: transactionListQuerySchema, item: transactionSchema }),
    async (request) => {
      const query = checkedTransactionFilters(request.query);
      const where = scopedTransactionWhere(callerOf(request).scope, query);
      return listPage(query, () => cursorPage(transactionCursorSource(db), where, query), countLargeList(db, transactions, where));
    },
  );

  app.get(
    '/api/v1/transactions/totals',
    {
      schema: {
        tags,
        summary: 'Totals of the filtered transactions',
        description: `Successful transactions only: payments, refunds and net (payments minus refunds) in paise, and their count. Same filters as the list. ${filterDescription}`,
        security,
        querystring: transactionListQuerySchema.omit({ page: true, page_size: true, sort: true, cursor: true }),
        response: { 200: transactionTotalsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sumTransactions(db, scopedTransactionWhere(callerOf(request).scope, checkedTransactionFilters(request.query))),
  );

  app.get(
    '/api/v1/transactions/:id',
    recordRoute({ tags, summary: 'One transaction', description: 'A payment comes with its refunds (oldest first); a refund with the payment it refunds (refund_of).', record: transactionDetailsSchema, errors: [400, 401, 403, 404] }),
    async (request) => details(callerOf(request).scope, request.params.id),
  );

  app.post(
    '/api/v1/transactions/:id/refund',
    {
      schema: {
        tags,
        summary: 'Refund part or all of a successful payment',
        description:
          'Records a successful refund by the payment’s method and updates the request’s payment_status (refunded when fully refunded, else partially_refunded). Super admin only. Only a successful payment can be refunded (else 409 INVALID_TRANSITION); more than paid minus already refunded answers 409 REFUND_TOO_LARGE naming what is left; a stale version 409 STALE_VERSION. Answers the payment with its refunds.',
        security,
        params: idParamsSchema,
        body: refundBodySchema,
        response: { 201: transactionDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { access: 'transactions.manage' },
    },
    async (request, reply) => {
      const { actor, scope } = callerOf(request);
      await refundPayment(db, request.params.id, request.body, actor, clock.now());
      return reply.code(201).send(await details(scope, request.params.id));
    },
  );
};

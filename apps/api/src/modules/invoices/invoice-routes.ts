import { invoiceListQuerySchema, invoiceSchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { CURSOR_PAGING_DOC, cursorPage } from '../../http/cursor-page';
import { orNotFound } from '../../http/http-error';
import { countLargeList, listPage } from '../../http/list-page';
import { listRoute, recordRoute } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { checkedInvoiceFilters, findInvoice, INVOICE_NOT_FOUND, invoiceCursorSource, invoiceListWhere } from './invoice-queries';

/** GST documents: the super admin's of every workshop, a workshop admin's of its own (DESIGN §8). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['invoices'];

  app.get(
    '/api/v1/invoices',
    listRoute({
      tags,
      summary: 'List GST documents in scope',
      description: `Tax invoices, bills of supply and credit notes; a workshop admin sees its own workshop's only. Filters: request_id, workshop_id, kind, from/to (India dates on issued_at, inclusive). q matches a document number or a request code exactly. Sort by issued_at or total_paise (default -issued_at). ${CURSOR_PAGING_DOC}`,
      querystring: invoiceListQuerySchema,
      item: invoiceSchema,
    }),
    async (request) => {
      const { scope } = callerOf(request);
      const query = checkedInvoiceFilters(request.query);
      const where = invoiceListWhere(scope, query);
      return listPage(query, () => cursorPage(invoiceCursorSource(db), where, query), countLargeList(db, invoices, where));
    },
  );

  app.get(
    '/api/v1/invoices/:id',
    recordRoute({ tags, summary: 'One GST document', description: 'A document in the caller’s scope; another workshop’s answers 404.', record: invoiceSchema, errors: [400, 401, 403, 404] }),
    async (request) => orNotFound(findInvoice(db, callerOf(request).scope, request.params.id), INVOICE_NOT_FOUND),
  );
};

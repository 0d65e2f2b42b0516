import { invoiceListQuerySchema, invoicePdfQuerySchema, invoiceSchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { CURSOR_PAGING_DOC, cursorPage } from '../../http/cursor-page';
import { orNotFound } from '../../http/http-error';
import { countLargeList, listPage } from '../../http/list-page';
import { bearerSecurity, errorResponses, idParamsSchema, listRoute, pdfResponse, recordRoute } from '../../http/route-docs';
import { documentLanguage, sendPdf } from '../../pdf/a4-document';
import { callerOf } from '../scope/caller';
import { invoicePdfFileName, renderInvoicePdf } from './invoice-pdf';
import { findInvoicePdfData } from './invoice-pdf-data';
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

  app.get(
    '/api/v1/invoices/:id/pdf',
    {
      schema: {
        tags,
        summary: 'One GST document as an A4 PDF',
        description:
          'The document as a printable A4 PDF (tax invoice, bill of supply or credit note) in English or Hindi: `lang` picks it, else the caller’s own language (PUT /api/v1/me/language). Figures as the document holds them, the total also in words (lakh, crore), fonts embedded. Downloads as an attachment named by the document number with "/" as "-" (INV-W003-2026-27-000042.pdf). Another workshop’s document answers 404.',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: invoicePdfQuerySchema,
        response: { 200: pdfResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { admin, scope } = callerOf(request);
      const data = await orNotFound(findInvoicePdfData(db, scope, request.params.id), INVOICE_NOT_FOUND);
      const pdf = await renderInvoicePdf(data, documentLanguage(request.query.lang, admin.language));
      return sendPdf(reply, pdf, invoicePdfFileName(data.number));
    },
  );
};

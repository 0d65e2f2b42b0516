import {
  commissionRatesResponseSchema,
  commissionRateSchema,
  createCommissionRateBodySchema,
  createSettlementBodySchema,
  invoicePdfQuerySchema,
  listResponseSchema,
  paySettlementBodySchema,
  settlementLineSchema,
  settlementLinesQuerySchema,
  settlementListQuerySchema,
  settlementSchema,
} from '@carcare/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { indiaDateTimeOf } from '../../db/calendar';
import type { Db } from '../../db/client';
import { settlements, transactions } from '../../db/schema';
import { CURSOR_PAGING_DOC, cursorPage } from '../../http/cursor-page';
import { orNotFound } from '../../http/http-error';
import { countLargeList, listPage } from '../../http/list-page';
import { bearerSecurity as security, errorResponses, idParamsSchema, listRoute, pdfResponse, recordRoute } from '../../http/route-docs';
import { documentLanguage, sendPdf } from '../../pdf/a4-document';
import { csvLine, UTF8_BOM } from '../exports/list-export';
import { callerOf } from '../scope/caller';
import { addCommissionRate, commissionRatesOf } from './commission-service';
import { findSettlementPdfData, renderSettlementPdf, statementFileName } from './settlement-pdf';
import {
  checkedSettlementFilters,
  findSettlement,
  selectSettlementLines,
  settlementCursorSource,
  settlementLineCursorSource,
  settlementLinesWhere,
  settlementListWhere,
} from './settlement-queries';
import { createSettlement, paySettlement, SETTLEMENT_NOT_FOUND } from './settlement-service';

/** Weekly statements, their lines and payment, and the commission rates they charge (DESIGN §8). */
export const settlementRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['settlements'];

  app.get(
    '/api/v1/settlements',
    listRoute({
      tags,
      summary: 'List weekly statements in scope',
      description: `A workshop admin sees its own workshop's only. Filters: workshop_id, status, from/to (India dates on week_start, inclusive). Sort by week_start or payable_paise (default -week_start). ${CURSOR_PAGING_DOC}`,
      querystring: settlementListQuerySchema,
      item: settlementSchema,
    }),
    async (request) => {
      const { scope } = callerOf(request);
      const query = checkedSettlementFilters(request.query);
      const where = settlementListWhere(scope, query);
      return listPage(query, () => cursorPage(settlementCursorSource(db), where, query), countLargeList(db, settlements, where));
    },
  );

  app.post(
    '/api/v1/settlements',
    {
      config: { access: 'settlements.manage' },
      schema: {
        tags,
        summary: 'Make a workshop’s weekly statement, or read the one made',
        description:
          'Counts the workshop’s successful payments and refunds not yet in a statement, up to the end of the week (Monday to Sunday, India time): online + cash − refunds − commission − cash held + carried in = payable. Made once: asking again answers the same statement (200; 201 when made now). The week must have ended (409 WEEK_NOT_ENDED); a week before one already settled is refused (409 CONFLICT).',
        security,
        body: createSettlementBodySchema,
        response: { 200: settlementSchema, 201: settlementSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { actor, scope } = callerOf(request);
      const { id, created } = await createSettlement(db, request.body, actor, clock.now());
      return reply.code(created ? 201 : 200).send(await orNotFound(findSettlement(db, scope, id), SETTLEMENT_NOT_FOUND));
    },
  );

  app.get(
    '/api/v1/settlements/:id',
    recordRoute({ tags, summary: 'One weekly statement', description: 'Another workshop’s answers 404.', record: settlementSchema, errors: [400, 401, 403, 404] }),
    async (request) => orNotFound(findSettlement(db, callerOf(request).scope, request.params.id), SETTLEMENT_NOT_FOUND),
  );

  app.get(
    '/api/v1/settlements/:id/lines',
    {
      config: { readsBesideSessionCheck: true },
      schema: {
        tags,
        summary: 'The payments and refunds a statement counts',
        description: `Oldest first, each with the commission it carried (negative on a refund). ${CURSOR_PAGING_DOC}`,
        security,
        params: idParamsSchema,
        querystring: settlementLinesQuerySchema,
        response: { 200: listResponseSchema(settlementLineSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await orNotFound(findSettlement(db, callerOf(request).scope, request.params.id), SETTLEMENT_NOT_FOUND);
      const where = settlementLinesWhere(request.params.id);
      return listPage(request.query, () => cursorPage(settlementLineCursorSource(db), where, request.query), countLargeList(db, transactions, where));
    },
  );

  app.get(
    '/api/v1/settlements/:id/csv',
    {
      schema: {
        tags,
        summary: 'A statement as CSV: its figures, then its lines',
        security,
        params: idParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const statement = await orNotFound(findSettlement(db, callerOf(request).scope, request.params.id), SETTLEMENT_NOT_FOUND);
      const lines = await selectSettlementLines(db, settlementLinesWhere(statement.id), undefined, statement.line_count + 1, 0);
      const rupees = (paise: number) => (paise / 100).toFixed(2);
      const figures: [string, number][] = [
        ['Online payments', statement.online_payments_paise],
        ['Cash payments', statement.cash_payments_paise],
        ['Refunds', -statement.refunds_paise],
        ['Commission', -statement.commission_paise],
        ['Cash held by the workshop', -statement.cash_held_paise],
        ['Carried in', statement.carried_in_paise],
        ['Payable', statement.payable_paise],
      ];
      const text = [
        UTF8_BOM,
        csvLine(['Workshop', statement.workshop.name]),
        csvLine(['Week', `${statement.week_start} to ${statement.week_end}`]),
        csvLine(['Status', statement.status]),
        ...figures.map(([label, paise]) => csvLine([label, rupees(paise)])),
        '\r\n',
        csvLine(['Transaction', 'Date (IST)', 'Kind', 'Method', 'Request', 'Amount (INR)', 'Commission (INR)']),
        ...lines.map((line) => csvLine([line.code, indiaDateTimeOf(new Date(line.created_at)), line.kind, line.method, line.request?.code ?? '', rupees(line.amount_paise), rupees(line.commission_paise)])),
      ].join('');
      // A file, not the JSON the route's error answers describe.
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statementFileName(statement, 'csv')}"`)
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );

  app.get(
    '/api/v1/settlements/:id/pdf',
    {
      schema: {
        tags,
        summary: 'A statement as an A4 PDF: its figures, then its lines',
        description:
          'The statement as a printable A4 PDF in English or Hindi: `lang` picks it, else the caller’s own language (PUT /api/v1/me/language). Who issues it and the workshop it pays (address, GSTIN), the week and its status (when paid, the UTR and the date), the figures as the statement page shows them, then every payment and refund it counts over as many pages as they take. Downloads as an attachment named like the CSV (settlement-W003-2026-01-05.pdf). Another workshop’s statement answers 404.',
        security,
        params: idParamsSchema,
        // The language a GST document's PDF takes, with its message for a wrong one.
        querystring: invoicePdfQuerySchema,
        response: { 200: pdfResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { admin, scope } = callerOf(request);
      const data = await orNotFound(findSettlementPdfData(db, scope, request.params.id), SETTLEMENT_NOT_FOUND);
      const pdf = await renderSettlementPdf(data, documentLanguage(request.query.lang, admin.language));
      return sendPdf(reply, pdf, statementFileName(data.statement, 'pdf'));
    },
  );

  app.post(
    '/api/v1/settlements/:id/pay',
    {
      config: { access: 'settlements.manage' },
      schema: {
        tags,
        summary: 'Record the bank transfer that pays a statement',
        description: `Creates the payout transaction (netbanking, the UTR as its reference) for the payable amount and marks the statement paid. A paid statement never changes: paying again is 409 INVALID_TRANSITION; a statement with nothing payable 409 NOTHING_TO_PAY; a UTR already recorded 409 DUPLICATE; a stale version 409 STALE_VERSION.`,
        security,
        params: idParamsSchema,
        body: paySettlementBodySchema,
        response: { 200: settlementSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { actor, scope } = callerOf(request);
      await paySettlement(db, request.params.id, request.body, actor, clock.now());
      return orNotFound(findSettlement(db, scope, request.params.id), SETTLEMENT_NOT_FOUND);
    },
  );

  app.get(
    '/api/v1/workshops/:id/commission-rates',
    {
      schema: {
        tags,
        summary: 'A workshop’s commission rates, newest first',
        description: 'Each rate holds from its India date until the next one starts. A workshop admin reads its own workshop’s only (another’s: 404).',
        security,
        params: idParamsSchema,
        response: { 200: commissionRatesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await commissionRatesOf(db, callerOf(request).scope, request.params.id) }),
  );

  app.post(
    '/api/v1/workshops/:id/commission-rates',
    {
      config: { access: 'settlements.manage' },
      schema: {
        tags,
        summary: 'Set a workshop’s commission rate from a date',
        description: 'Adds a rate to the history. It cannot start in a week already settled (409 CONFLICT), nor on a date that already starts one (409 DUPLICATE).',
        security,
        params: idParamsSchema,
        body: createCommissionRateBodySchema,
        response: { 201: commissionRateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { actor } = callerOf(request);
      return reply.code(201).send(await addCommissionRate(db, request.params.id, request.body, actor, clock.now()));
    },
  );
};

import { Readable } from 'node:stream';
import type { CsvList, ExportFormat, IssueLike, Language } from '@carcare/contracts';
import { createdExportSchema, createExportBodySchema, EXPORT_FORMATS, exportJobSchema, rolesAllowed } from '@carcare/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { todayInIndia } from '../../db/calendar';
import type { Db } from '../../db/client';
import type { AdminRow } from '../../db/schema';
import { EXPORT_LABELS } from './export-labels';
import type { ExportProgress, ExportRun, ListExport } from './list-export';
import { EXPORT_CONTENT_TYPES, exportFileName, runExport } from './list-export';
import { fieldDetailOf } from '../../http/field-details';
import { forbidden, HttpError, notFound, orNotFound } from '../../http/http-error';
import { countWith } from '../../http/list-page';
import { bearerSecurity as security, errorResponses, idParamsSchema, recordRoute } from '../../http/route-docs';
import { scopeOf } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import {
  claimExportTicket,
  exportJobView,
  findActiveExportAdmin,
  findExportJob,
  finishExportJob,
  insertExportJob,
  recordExportProgress,
  requestExportCancel,
} from './export-job-queries';

/** How often a streaming export records its progress (and looks for a cancel): a few times a second. */
export const EXPORT_PROGRESS_INTERVAL_MS = 250;
export const EXPORT_NOT_FOUND = 'Export not found';
export const EXPORT_TICKET_GONE = 'This download has expired or was already used. Start the export again.';
// Not under /api/v1/exports/: a path like /api/v1/exports/download/{ticket} would read as well as
// /api/v1/exports/{id}/cancel, one URL matching both (OpenAPI tools call such paths ambiguous).
const DOWNLOAD_PATH = '/api/v1/export-downloads/';

const FORMAT_WORDS: Readonly<Record<ExportFormat, string>> = { csv: 'CSV (UTF-8 with a byte order mark)', xlsx: 'an Excel workbook (XLSX) of one sheet' };
const EXPORT_DESCRIPTION =
  'Every row of the filtered list (no paging), streamed a page at a time; column titles and readable words for codes in the exporting admin’s language (English or Hindi, see PUT /api/v1/me/language), times in India time (Asia/Kolkata), amounts in rupees. `columns` picks and orders the columns (keys of the list’s grid columns).';

/** An export is written in the language of the admin who asked for it (titles, statuses, sheet). */
const exportLabelsOf = (admin: { language: string }) => EXPORT_LABELS[admin.language as Language] ?? EXPORT_LABELS.en;

/** A list's query string as an object, the way Fastify parses a querystring (a repeated key keeps its last value). */
function queryObject(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

/** The list's query checked as its own export route checks it: a 400 naming the field otherwise. */
function parsedQuery<Q>(definition: ListExport<Q>, query: string): Q {
  const values = queryObject(query);
  const parsed = definition.query.safeParse(values);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => fieldDetailOf(issue as IssueLike, issue.path, issue.path.length > 0 ? `query.${issue.path.join('.')}` : 'query', issue.message, values));
  throw new HttpError(400, 'VALIDATION_ERROR', details[0]!.message, {}, details);
}

function mayExport(admin: AdminRow, definition: ListExport): boolean {
  return rolesAllowed(definition.permission).includes(admin.userType as never);
}

function sendRun(reply: FastifyReply, run: ExportRun, chunks: AsyncGenerator<Buffer>, format: ExportFormat, fileName: string): FastifyReply {
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks, { highWaterMark: 1 }));
}

/**
 * Exports of every list. `GET /api/v1/<list>.csv|.xlsx` stream with the bearer token, for API
 * clients. The console instead asks `POST /api/v1/exports` for a one-use ticket and lets the
 * browser download `GET /api/v1/export-downloads/<ticket>` itself, so the file streams to disk
 * rather than into the page's memory, while the page polls the job's progress and may cancel it.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; exports: readonly ListExport[] }> = async (app, { db, clock, exports }) => {
  const tags = ['exports'];
  const byList = new Map(exports.map((definition) => [definition.list, definition]));
  const today = () => todayInIndia(clock.now());

  for (const definition of exports) {
    for (const format of EXPORT_FORMATS) {
      app.get(
        `/api/v1/${definition.list}.${format}`,
        {
          config: { access: definition.permission },
          schema: {
            tags: [definition.list],
            summary: `Export ${definition.what} as ${format.toUpperCase()}`,
            description: `${FORMAT_WORDS[format]}. ${EXPORT_DESCRIPTION}`,
            security,
            querystring: definition.query as z.ZodObject,
            response: errorResponses(400, 401, 403),
          },
        },
        async (request, reply) => {
          const { admin, scope } = callerOf(request);
          const day = today();
          const prepared = definition.prepare(scope, request.query, day, { adminId: admin.id, now: clock.now() });
          const labels = exportLabelsOf(admin);
          const run = await runExport(prepared, format, labels, definition.sheet[labels.language]);
          return sendRun(reply, run, run.chunks, format, exportFileName(definition.list, day, format));
        },
      );
    }
  }

  app.post(
    '/api/v1/exports',
    {
      schema: {
        tags,
        summary: 'Start an export: a one-use download address, and a job to follow',
        description: `query is the list's query as its address writes it (filters, sort, columns), checked as the list's own export checks it. The answer's download_url works once, within a minute, without the bearer token (a browser navigation cannot send it; tokens never travel in URLs): open it to stream the file. total is the list's count, or an estimate marked total_is_estimate. ${EXPORT_DESCRIPTION}`,
        security,
        body: createExportBodySchema,
        response: { 201: createdExportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { admin, scope } = callerOf(request);
      const { list, format, query } = request.body;
      const definition = byList.get(list)!;
      if (!mayExport(admin, definition)) throw forbidden();
      const day = today();
      const prepared = definition.prepare(scope, parsedQuery(definition, query), day, { adminId: admin.id, now: clock.now() });
      // Runs the first position query now, so a sort the list refuses answers its 400 here, not mid-download.
      await prepared.source.positions(null, 1);
      const counted = await countWith(prepared.counting);
      const { row, ticket } = await insertExportJob(
        db,
        { adminId: admin.id, list, format, query, fileName: exportFileName(list, day, format), total: counted.total, totalIsEstimate: counted.estimated },
        clock.now(),
      );
      return reply.code(201).send({ ...exportJobView(row), download_url: `${DOWNLOAD_PATH}${ticket}` });
    },
  );

  app.get(
    `${DOWNLOAD_PATH}:ticket`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Download an export by its one-use ticket',
        description: 'Streams the file as an attachment. A used, expired, cancelled or unknown ticket answers 404. Stops, cutting the download short, when the job is cancelled.',
        params: z.object({ ticket: z.string().length(43, { error: 'Not a download ticket' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Not a download ticket' }) }),
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const job = await orNotFound(claimExportTicket(db, request.params.ticket, clock.now()), EXPORT_TICKET_GONE);
      const admin = await findActiveExportAdmin(db, job.adminId);
      const definition = byList.get(job.listKey as CsvList);
      if (!admin || !definition || !mayExport(admin, definition)) {
        await finishExportJob(db, job.id, 'failed', 0, 0, clock.now());
        throw notFound(EXPORT_TICKET_GONE);
      }
      const format = job.format as ExportFormat;
      let lastRecorded = 0;
      const progress: ExportProgress = async (rows, bytes) => {
        const now = Date.now();
        if (now - lastRecorded < EXPORT_PROGRESS_INTERVAL_MS) return true;
        lastRecorded = now;
        return !(await recordExportProgress(db, job.id, rows, bytes, clock.now())).cancelRequested;
      };
      const labels = exportLabelsOf(admin);
      let run: ExportRun;
      try {
        run = await runExport(definition.prepare(scopeOf(admin), parsedQuery(definition, job.query), today(), { adminId: admin.id, now: clock.now() }), format, labels, definition.sheet[labels.language], progress);
      } catch (error) {
        await finishExportJob(db, job.id, 'failed', 0, 0, clock.now());
        throw error;
      }
      async function* tracked(): AsyncGenerator<Buffer> {
        let failed = false;
        try {
          yield* run.chunks;
        } catch (error) {
          failed = true;
          throw error;
        } finally {
          const outcome = run.outcome();
          const { rows, bytes } = run.written();
          await finishExportJob(db, job!.id, failed ? 'failed' : outcome === 'done' ? 'done' : 'cancelled', rows, bytes, clock.now());
          // A cancelled file must not look complete: the connection is cut, so the browser marks the download failed.
          if (outcome === 'stopped') reply.raw.destroy();
        }
      }
      return sendRun(reply, run, tracked(), format, job.fileName);
    },
  );

  app.get(
    '/api/v1/exports/:id',
    {
      schema: { tags, summary: 'How far an export of mine got', security, params: idParamsSchema, response: { 200: exportJobSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      const { admin } = callerOf(request);
      const job = await orNotFound(findExportJob(db, admin.id, request.params.id, clock.now()), EXPORT_NOT_FOUND);
      return exportJobView(job);
    },
  );

  app.post(
    '/api/v1/exports/:id/cancel',
    recordRoute({ tags, summary: 'Cancel an export of mine', description: 'A job not yet downloaded is cancelled at once; a streaming one stops at its next page (within a second), cutting the download short. A finished job is answered as it is.', record: exportJobSchema, errors: [400, 401, 404] }),
    async (request) => {
      const { admin } = callerOf(request);
      const job = await orNotFound(requestExportCancel(db, admin.id, request.params.id, clock.now()), EXPORT_NOT_FOUND);
      return exportJobView(job);
    },
  );
};

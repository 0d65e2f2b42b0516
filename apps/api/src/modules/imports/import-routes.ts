import { bulkJobSchema, IMPORT_COLUMNS, IMPORT_JOB_ACTION, IMPORT_LISTS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importDryRunPath, importDryRunSchema, importPath, importTemplatePath, type ImportList } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bearerSecurity as security, errorResponses } from '../../http/route-docs';
import type { BulkJobRunner } from '../bulk-jobs/bulk-job-runner';
import { callerOf } from '../scope/caller';
import { importFileTooLarge, readImportFile } from './import-file';
import { IMPORT_KINDS } from './import-kinds';
import { planImport } from './import-plan';
import type { PlannedWrite } from './import-plan';

const csvTemplate = { description: 'The header row the import expects (text/csv)', content: { 'text/csv': { schema: z.string() } } };

const FILE_RULES =
  `The body is the file itself: CSV (UTF-8, comma-separated, a header row) or XLSX (its first sheet), at most ${IMPORT_MAX_BYTES} bytes (413 PAYLOAD_TOO_LARGE) and ${IMPORT_MAX_ROWS} rows. ` +
  'A file that is neither, without a header, with unknown or missing columns, or without rows answers 400 on the field `file` with its code (unsupported_file, no_header, unknown_columns, missing_columns, no_rows, too_many_rows).';

/**
 * Spreadsheet imports into the workers, workshops, societies and cancellation reasons: a template,
 * a dry run, and the import itself as a bulk job. Each list's routes take the permission of its
 * create endpoint, and each row goes through the create or update service the endpoints call,
 * in the caller's scope. Registered as its own plugin so the raw-body parser stays scoped.
 */
export const importRoutes: FastifyPluginAsyncZod<{ db: Db; bulkJobs: BulkJobRunner }> = async (app, { db, bulkJobs }) => {
  const tags = ['imports'];
  // The body is the file: every content type arrives as bytes, told apart by content, not label.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
  const refuseDeclaredTooLarge = async (request: { headers: Record<string, unknown> }, _reply: unknown, payload: unknown) => {
    if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) throw importFileTooLarge();
    return payload;
  };

  const bytesOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

  for (const list of IMPORT_LISTS) {
    const kind = IMPORT_KINDS[list];
    const config = { access: kind.permission };
    const columns: readonly string[] = IMPORT_COLUMNS[list];
    const bulkImport = bulkJobs.define(`imports.${list}`, (caller) => async ({ write }: { id: number; write: PlannedWrite<never> }, now, tx) => {
      await (write.match ? kind.update(tx, caller.scope, write.match, write.body, caller.actor, now) : kind.create(tx, caller.scope, write.body, caller.actor, now));
    });

    app.get(
      importTemplatePath(list),
      { config, schema: { tags, summary: `The ${list} import's template`, description: `A CSV of one header row: ${columns.join(', ')}.`, security, response: { 200: csvTemplate, ...errorResponses(401, 403) } } },
      async (_request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${list}-import.csv"`)
          .send(`${columns.join(',')}\r\n`),
    );

    app.post(
      importDryRunPath(list),
      {
        config,
        bodyLimit: IMPORT_MAX_BYTES,
        preParsing: refuseDeclaredTooLarge,
        schema: {
          tags,
          summary: `Check a ${list} file without writing`,
          description: `${FILE_RULES} Each row is checked as the create call checks its body and matched with the existing records; the answer counts new, changed, unchanged and invalid rows and lists the invalid rows' problems by row and column (English message, and the field code and params a client translates).`,
          security,
          response: { 200: importDryRunSchema, ...errorResponses(400, 401, 403, 413) },
        },
      },
      async (request) => {
        const { scope } = callerOf(request);
        const rows = await readImportFile(list, bytesOf(request.body));
        return (await planImport(db, scope, list, kind, rows)).dryRun;
      },
    );

    app.post(
      importPath(list),
      {
        config,
        bodyLimit: IMPORT_MAX_BYTES,
        preParsing: refuseDeclaredTooLarge,
        schema: {
          tags,
          summary: `Import a ${list} file`,
          description: `${FILE_RULES} The file is checked again as the dry run does; its new and changed rows are written by a bulk job (202; follow it with GET /api/v1/bulk-jobs/{id}), each through the create or update call's service in its own transaction, with its audit entry. Invalid and unchanged rows are left out, so the same file imported again writes nothing. A row the service refuses meanwhile (a phone taken since) is a refused row of the job, named by its row number.`,
          security,
          response: { 202: bulkJobSchema, ...errorResponses(400, 401, 403, 409, 413) },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const { scope, admin } = caller;
        const rows = await readImportFile(list, bytesOf(request.body));
        const { writes } = await planImport(db, scope, list, kind, rows);
        const job = await bulkJobs.start({
          adminId: admin.id,
          list: list satisfies ImportList,
          action: IMPORT_JOB_ACTION,
          items: writes.map((write) => ({ id: write.row, write })),
          ...bulkImport.for(caller, {}, db).job,
        });
        return reply.code(202).send(job);
      },
    );
  }
};

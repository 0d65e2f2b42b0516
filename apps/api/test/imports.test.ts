import type { BulkJob, ImportDryRun } from '@carcare/contracts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@carcare/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, cancellationReasons, workers } from '../src/db/schema';
import { strToU8, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { XlsxStreamWriter } from '../src/modules/exports/xlsx-writer';
import type { ApiClient, DemoClients } from './api-client';
import { SEED } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});
const db = () => ctx.database.db;

const WORKER_HEADER = 'name,phone,skills,id_proof_type,id_proof_number,joined_on';
const workerLine = (index: number, overrides: Partial<Record<'name' | 'phone' | 'skills', string>> = {}) =>
  [overrides.name ?? `Imported Worker ${index}`, overrides.phone ?? `+9197${String(index).padStart(8, '0')}`, overrides.skills ?? 'exterior_wash;detailing', 'aadhaar', `AB${String(100000 + index)}`, '2025-01-15'].join(',');
const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

const dryRun = (client: ApiClient, list: string, file: Buffer) => client.post(`/api/v1/imports/${list}/dry-run`, file);
const runImport = (client: ApiClient, list: string, file: Buffer) => client.post(`/api/v1/imports/${list}`, file);

async function followJob(client: ApiClient, id: number): Promise<BulkJob> {
  for (let round = 0; round < 5000; round++) {
    const job = (await client.get(`/api/v1/bulk-jobs/${id}`)).json<BulkJob>();
    if (!['queued', 'running'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the job did not end');
}

async function importAndWait(client: ApiClient, list: string, file: Buffer): Promise<BulkJob> {
  const started = await runImport(client, list, file);
  expect(started.statusCode).toBe(202);
  return followJob(client, started.json<BulkJob>().id);
}

/** A workbook of one sheet as a spreadsheet program writes it: inline strings, each cell with its address. */
function workbook(rows: string[][]): Buffer {
  const column = (index: number) => String.fromCharCode(65 + index);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const sheetRows = rows.map((cells, r) => `<row r="${r + 1}">${cells.map((cell, c) => `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${escape(cell)}</t></is></c>`).join('')}</row>`).join('');
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`),
      '_rels/.rels': strToU8(`<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
      'xl/workbook.xml': strToU8(`<?xml version="1.0"?><workbook xmlns="${main}" xmlns:r="${rels}"><sheets><sheet name="Workers" sheetId="1" r:id="rId1"/></sheets></workbook>`),
      'xl/_rels/workbook.xml.rels': strToU8(`<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`),
      'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0"?><worksheet xmlns="${main}"><sheetData>${sheetRows}</sheetData></worksheet>`),
    }),
  );
}

const importedPhones = (count: number) => Array.from({ length: count }, (_, index) => `+9197${String(index + 1).padStart(8, '0')}`);

describe('importing workers from a spreadsheet', () => {
  it('offers a template with the header row the import expects', async () => {
    const response = await as.workshopAdmin.get('/api/v1/imports/workers/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body).toBe('name,phone,skills,id_proof_type,id_proof_number,joined_on,workshop_id\r\n');
  });

  it('checks each row in a dry run with the create schema, by row and column, writing nothing', async () => {
    const file = csv(WORKER_HEADER, workerLine(1), workerLine(2, { phone: '12345', skills: '' }), '', workerLine(3, { skills: 'juggling' }), workerLine(4, { phone: '+919700000001' }));
    const response = await dryRun(as.workshopAdmin, 'workers', file);
    expect(response.statusCode).toBe(200);
    const result = response.json<ImportDryRun>();
    expect(result).toMatchObject({ list: 'workers', total: 4, counts: { new: 1, changed: 0, unchanged: 0, invalid: 3 }, problems_truncated: false });
    // Row numbers are the file's: the header is row 1, the blank line 4 is skipped.
    expect(result.problems.map(({ row, field, code }) => ({ row, field, code }))).toEqual([
      { row: 3, field: 'phone', code: 'invalid_format' },
      { row: 3, field: 'skills', code: 'required' },
      { row: 5, field: 'skills', code: 'invalid_choice' },
      { row: 6, field: 'phone', code: 'duplicate_item' },
    ]);
    expect(result.problems[3]).toMatchObject({ params: { row: 2 } });
    expect(result.problems.every((problem) => problem.message.length > 0)).toBe(true);
    expect(await db().select().from(workers).where(inArray(workers.phone, importedPhones(4)))).toEqual([]);
  });

  it('imports as a job into the workshop admin’s own workshop, with audit entries; the same file again changes nothing', async () => {
    const file = csv(`${WORKER_HEADER},workshop_id`, ...[1, 2, 3].map((index) => `${workerLine(index)},${SEED.otherWorkshopId}`));
    const job = await importAndWait(as.workshopAdmin, 'workers', file);
    expect(job).toMatchObject({ list: 'workers', action: 'import', status: 'done', total: 3, done: 3, refused: 0 });
    const created = await db().select().from(workers).where(inArray(workers.phone, importedPhones(3)));
    expect(created.map((row) => row.workshopId)).toEqual([SEED.ownWorkshopId, SEED.ownWorkshopId, SEED.ownWorkshopId]);
    const audits = await db().select().from(auditEvents).where(eq(auditEvents.action, 'worker.create'));
    expect(audits.filter((event) => created.some((row) => row.id === event.entityId))).toHaveLength(3);

    const again = (await dryRun(as.workshopAdmin, 'workers', file)).json<ImportDryRun>();
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 3, invalid: 0 });
    const rerun = await importAndWait(as.workshopAdmin, 'workers', file);
    expect(rerun).toMatchObject({ status: 'done', total: 0, done: 0 });
    const after = await db().select().from(workers).where(inArray(workers.phone, importedPhones(3)));
    expect(after.map((row) => row.version)).toEqual(created.map((row) => row.version));
  });

  it('leaves an import out of the latest bulk job a list page resumes: the import’s own dialog follows it', async () => {
    const job = await importAndWait(as.workshopAdmin, 'workers', csv(WORKER_HEADER, workerLine(7)));
    expect(job).toMatchObject({ action: 'import', status: 'done' });
    const latest = (await as.workshopAdmin.get('/api/v1/bulk-jobs/latest')).json<{ job: BulkJob | null }>();
    expect(latest.job?.id).not.toBe(job.id);
  });

  it('updates a matched worker only where the row differs, through the edit’s audit trail', async () => {
    await importAndWait(as.workshopAdmin, 'workers', csv(WORKER_HEADER, workerLine(1), workerLine(2)));
    const changed = csv(WORKER_HEADER, workerLine(1, { name: 'Renamed Worker' }), workerLine(2));
    expect((await dryRun(as.workshopAdmin, 'workers', changed)).json<ImportDryRun>().counts).toEqual({ new: 0, changed: 1, unchanged: 1, invalid: 0 });
    expect(await importAndWait(as.workshopAdmin, 'workers', changed)).toMatchObject({ total: 1, done: 1 });
    const [renamed] = await db().select().from(workers).where(eq(workers.phone, importedPhones(1)[0]!));
    expect(renamed).toMatchObject({ name: 'Renamed Worker', version: 2 });
    const updates = await db().select().from(auditEvents).where(eq(auditEvents.action, 'worker.update'));
    expect(updates.find((event) => event.entityId === renamed!.id)?.changes).toMatchObject({ name: { from: 'Imported Worker 1', to: 'Renamed Worker' } });
  });

  it('refuses, per row, a phone of another workshop’s worker to a workshop admin; a super admin must name an existing workshop', async () => {
    const [other] = await db().select().from(workers).where(eq(workers.id, SEED.workerOfOtherWorkshop));
    const file = csv(`${WORKER_HEADER},workshop_id`, `${workerLine(1, { phone: other!.phone })},`, `${workerLine(2)},`, `${workerLine(3)},9999`);
    const mine = (await dryRun(as.workshopAdmin, 'workers', file)).json<ImportDryRun>();
    expect(mine.counts).toEqual({ new: 2, changed: 0, unchanged: 0, invalid: 1 });
    expect(mine.problems).toMatchObject([{ row: 2, field: 'phone', code: 'out_of_scope' }]);
    const superAdmin = (await dryRun(as.superAdmin, 'workers', file)).json<ImportDryRun>();
    expect(superAdmin.problems.map(({ row, field, code }) => ({ row, field, code }))).toEqual([
      { row: 3, field: 'workshop_id', code: 'workshop_required' },
      { row: 4, field: 'workshop_id', code: 'workshop_unknown' },
    ]);
  });

  it('reads an XLSX file’s first sheet as it reads a CSV', async () => {
    const file = workbook([WORKER_HEADER.split(','), workerLine(1).split(','), workerLine(2, { phone: 'nope' }).split(',')]);
    const result = (await dryRun(as.workshopAdmin, 'workers', file)).json<ImportDryRun>();
    expect(result.counts).toEqual({ new: 1, changed: 0, unchanged: 0, invalid: 1 });
    expect(result.problems).toMatchObject([{ row: 3, field: 'phone', code: 'invalid_format' }]);
  });
});

describe('who may import what', () => {
  it.each([
    ['societyManager', 'workers'],
    ['societyManager', 'cancellation-reasons'],
    ['workshopAdmin', 'workshops'],
    ['workshopAdmin', 'societies'],
    ['workshopAdmin', 'cancellation-reasons'],
  ] as const)('refuses the %s an import of %s with 403, as the create call does', async (role, list) => {
    const file = csv('name', 'x');
    expect((await dryRun(as[role], list, file)).statusCode).toBe(403);
    expect((await runImport(as[role], list, file)).statusCode).toBe(403);
    expect((await as[role].get(`/api/v1/imports/${list}/template`)).statusCode).toBe(403);
  });

  it('refuses anonymous callers', async () => {
    expect((await dryRun(as.anonymous, 'workers', csv(WORKER_HEADER))).statusCode).toBe(401);
  });
});

describe('a bad file', () => {
  const tooMany = () => csv(WORKER_HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => workerLine(index + 1)));
  it.each([
    ['an image', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'unsupported_file'],
    ['a zip that is no workbook', Buffer.from('504b0304000000000000', 'hex'), 'unsupported_file'],
    ['an empty file', Buffer.alloc(0), 'no_header'],
    ['blank lines only', csv('', ' , '), 'no_header'],
    ['an unknown column', csv(`${WORKER_HEADER},shoe_size`, `${workerLine(1)},9`), 'unknown_columns'],
    ['a missing column', csv('name,phone', 'A,+919700000001'), 'missing_columns'],
    ['a header alone', csv(WORKER_HEADER), 'no_rows'],
    ['too many rows', tooMany(), 'too_many_rows'],
  ])('answers %s with 400 on the file field', async (_name, file, code) => {
    for (const response of [await dryRun(as.workshopAdmin, 'workers', file), await runImport(as.workshopAdmin, 'workers', file)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'file', code }] });
    }
  });

  it('answers a file over the size limit with 413', async () => {
    const response = await dryRun(as.workshopAdmin, 'workers', Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x41));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('importing the other lists', () => {
  it('imports cancellation reasons matched by their text (any case), updating only the changed ones', async () => {
    const [existing] = await db().select().from(cancellationReasons).limit(1);
    const file = csv('text,audience,active', `${existing!.text.toUpperCase()},${existing!.audience},${existing!.active}`, 'Imported reason,customer,', 'Bad audience reason,martians,yes');
    const result = (await dryRun(as.superAdmin, 'cancellation-reasons', file)).json<ImportDryRun>();
    // The upper-cased text matches the reason and changes its text; the new one is added active.
    expect(result.counts).toEqual({ new: 1, changed: 1, unchanged: 0, invalid: 1 });
    expect(result.problems).toMatchObject([{ row: 4, field: 'audience', code: 'invalid_choice' }]);
    expect(await importAndWait(as.superAdmin, 'cancellation-reasons', file)).toMatchObject({ status: 'done', total: 2, done: 2 });
    const [added] = await db().select().from(cancellationReasons).where(eq(cancellationReasons.text, 'Imported reason'));
    expect(added).toMatchObject({ audience: 'customer', active: true });
    expect((await dryRun(as.superAdmin, 'cancellation-reasons', file)).json<ImportDryRun>().counts).toEqual({ new: 0, changed: 0, unchanged: 2, invalid: 1 });
  });

  it('imports workshops with their admins, matched again by GSTIN or name', async () => {
    const header = 'name,owner_name,phone,email,address_line,city,state,pincode,gstin,opening_hours,admin_name,admin_phone,admin_email';
    const row = (name: string, gstin: string, adminPhone: string) => `${name},Owner,+919811100001,,1 Road,Pune,Maharashtra,411001,${gstin},Mon-Sat 9-7,Admin ${name},${adminPhone},`;
    const file = csv(header, row('Imported Garage', '27ABCDE1234F1Z5', '+919811100002'), row('Second Garage', '', '+919811100003'), row('', '', 'x'));
    const first = (await dryRun(as.superAdmin, 'workshops', file)).json<ImportDryRun>();
    expect(first.counts).toEqual({ new: 2, changed: 0, unchanged: 0, invalid: 1 });
    expect(first.problems.map((problem) => problem.field)).toEqual(['name', 'admin_phone']);
    expect(await importAndWait(as.superAdmin, 'workshops', file)).toMatchObject({ status: 'done', done: 2 });
    const renamed = csv(header, row('Renamed Garage', '27ABCDE1234F1Z5', '+919811100002'), row('SECOND GARAGE', '', '+919811100003'));
    expect((await dryRun(as.superAdmin, 'workshops', renamed)).json<ImportDryRun>().counts).toEqual({ new: 0, changed: 2, unchanged: 0, invalid: 0 });
  });

  it('imports societies with their managers; a second run changes nothing', async () => {
    const header = 'name,address_line,city,state,pincode,blocks,flats,contact_phone,manager_name,manager_phone,manager_email';
    const file = csv(header, 'Imported Towers,2 Road,Pune,Maharashtra,411002,4,200,+919822200001,Manager One,+919822200002,', 'Bad Towers,2 Road,Pune,Maharashtra,411002,many,0,+919822200003,Manager Two,+919822200004,');
    const first = (await dryRun(as.superAdmin, 'societies', file)).json<ImportDryRun>();
    expect(first.counts).toEqual({ new: 1, changed: 0, unchanged: 0, invalid: 1 });
    expect(first.problems.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: 'blocks', code: 'not_a_number' },
      { field: 'flats', code: 'number_too_small' },
    ]);
    expect(await importAndWait(as.superAdmin, 'societies', file)).toMatchObject({ status: 'done', done: 1 });
    expect((await dryRun(as.superAdmin, 'societies', file)).json<ImportDryRun>().counts).toEqual({ new: 0, changed: 0, unchanged: 1, invalid: 1 });
  });

  it('finds in the dry run an admin phone another admin signs in with, or an earlier row gives its admin, by row and column; the job leaves those rows out', async () => {
    const header = 'name,owner_name,phone,email,address_line,city,state,pincode,gstin,opening_hours,admin_name,admin_phone,admin_email';
    const row = (name: string, adminPhone: string) => `${name},Owner,+919811100001,,1 Road,Pune,Maharashtra,411001,,Mon-Sat 9-7,Admin,${adminPhone},`;
    // The super admin's phone: the super admin runs no workshop, so the create call would answer 409 DUPLICATE.
    const file = csv(header, row('Clashing Garage', '+919000000001'), row('Fresh Garage', '+919811100077'), row('Twin Garage', '+919811100077'));
    const result = await dryRun(as.superAdmin, 'workshops', file);
    expect(result.statusCode).toBe(200);
    const { counts, problems } = result.json<ImportDryRun>();
    expect(counts).toEqual({ new: 1, changed: 0, unchanged: 0, invalid: 2 });
    expect(problems).toEqual([
      { row: 2, field: 'admin_phone', code: 'admin_phone_taken', params: { phone: '9000000001' }, message: 'An admin with phone 9000000001 already exists' },
      { row: 4, field: 'admin_phone', code: 'admin_phone_repeated', params: { row: 3 }, message: 'Row 3 gives its admin the same phone' },
    ]);
    const job = await importAndWait(as.superAdmin, 'workshops', file);
    expect(job).toMatchObject({ status: 'done', total: 1, done: 1, refused: 0 });
    // Imported again, the garage's own admin keeps the phone: no clash with itself.
    expect((await dryRun(as.superAdmin, 'workshops', csv(header, row('Fresh Garage', '+919811100077')))).json<ImportDryRun>()).toMatchObject({ counts: { unchanged: 1, invalid: 0 }, problems: [] });
  });

  it('finds in the dry run a society manager phone that a workshop admin signs in with', async () => {
    const header = 'name,address_line,city,state,pincode,blocks,flats,contact_phone,manager_name,manager_phone,manager_email';
    const file = csv(header, 'Clashing Towers,2 Road,Pune,Maharashtra,411002,4,200,+919822200011,Manager,+919000000002,');
    const { counts, problems } = (await dryRun(as.superAdmin, 'societies', file)).json<ImportDryRun>();
    expect(counts).toEqual({ new: 0, changed: 0, unchanged: 0, invalid: 1 });
    expect(problems).toMatchObject([{ row: 2, field: 'manager_phone', code: 'admin_phone_taken', params: { phone: '9000000002' } }]);
  });
});

describe('our own XLSX exports, read back', () => {
  it('reads an exported list as the import reads a file: every row, every cell in its column', async () => {
    const exported = await as.superAdmin.get('/api/v1/workers.xlsx?columns=name,phone,joined_on');
    expect(exported.statusCode).toBe(200);
    const sheet = await readSheet(exported.rawPayload);
    const csvLines = (await as.superAdmin.get('/api/v1/workers.csv?columns=name,phone,joined_on')).body.trim().split(/\r?\n/);
    expect(sheet[0]).toEqual(['Name', 'Phone', 'Joined on']);
    expect(sheet.length).toBe(csvLines.length);
    expect(sheet.length).toBeGreaterThan(2);
  });

  it('imports a workbook our writer made with the import’s columns: the dry run reads its rows', async () => {
    const writer = new XlsxStreamWriter('Workers');
    const rows = [1, 2].map((index) => workerLine(900 + index).split(','));
    const file = Buffer.concat([writer.start(WORKER_HEADER.split(',')), writer.rows(rows), writer.end()]);
    const result = await dryRun(as.workshopAdmin, 'workers', file);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json<ImportDryRun>()).toMatchObject({ total: 2, counts: { new: 2, invalid: 0 }, problems: [] });
  });
});

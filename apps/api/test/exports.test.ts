import type { CreatedExport, ExportJob } from '@carcare/contracts';
import { API_PATHS, CSV_COLUMN_KEYS } from '@carcare/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { banners, notifications, workers } from '../src/db/schema';
import { EXPORT_TICKET_GONE } from '../src/modules/exports/export-routes';
import type { DemoClients } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';
import { readZip, sheetRows } from './zip-reader';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const EXPORTS = '/api/v1/exports';
const BOM = '\uFEFF';
const csvRows = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
/** An instant as exports write it: India time (UTC+5:30), to the minute. */
const indiaTime = (instant: number) => new Date(instant + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

async function startExport(client: DemoClients[keyof DemoClients], body: object): Promise<CreatedExport> {
  const response = await client.post(EXPORTS, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedExport>();
}

describe('starting an export', () => {
  it('refuses a bad list, format, column, sort or date range with a 400 naming it, before any ticket is made', async () => {
    const refusals: [object, string][] = [
      [{ list: 'requests', format: 'pdf', query: '' }, 'format'],
      [{ list: 'sessions', format: 'csv', query: '' }, 'list'],
      [{ list: 'requests', format: 'csv', query: 'columns=code,secret' }, 'query.columns'],
      [{ list: 'requests', format: 'xlsx', query: 'sort=password' }, 'sort'],
      [{ list: 'requests', format: 'csv', query: 'from=2026-01-15&to=2026-01-14' }, 'to'],
      [{ list: 'requests', format: 'csv', query: 'status=sleeping' }, 'query.status'],
      [{ list: 'requests', format: 'csv', query: 'x'.repeat(2001) }, 'query'],
    ];
    for (const [body, field] of refusals) {
      const response = await as.superAdmin.post(EXPORTS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(response.json().details ?? response.json().message), JSON.stringify(body)).toContain(field);
    }
    expect((await as.superAdmin.post(EXPORTS, { list: 'requests', format: 'csv', query: 'columns=code,secret' })).json().message).toContain('Unknown column secret');
    // The same checks on the bearer routes.
    expect((await as.superAdmin.get('/api/v1/requests.xlsx?columns=nope')).statusCode).toBe(400);
    expect((await as.superAdmin.get('/api/v1/requests.pdf')).statusCode).toBe(404);
  });

  it('follows the list’s permissions: 401 without a token, 403 to a role that cannot read the list', async () => {
    expect((await as.anonymous.post(EXPORTS, { list: 'requests', format: 'csv' })).statusCode).toBe(401);
    expect((await as.societyManager.post(EXPORTS, { list: 'requests', format: 'csv' })).statusCode).toBe(403);
    expect((await as.workshopAdmin.post(EXPORTS, { list: 'audit-events', format: 'xlsx' })).statusCode).toBe(403);
    expect((await as.anonymous.get(`${EXPORTS}/1`)).statusCode).toBe(401);
  });
});

describe('downloading by ticket', () => {
  it('streams the CSV once with its BOM, words for codes and India time; the job reports it done', async () => {
    const job = await startExport(as.workshopAdmin, { list: 'requests', format: 'csv', query: 'status=pending&sort=scheduled_at&columns=code,scheduled_at,status,payment_status' });
    expect(job).toMatchObject({ status: 'ready', rows_written: 0, format: 'csv', file_name: 'requests-2026-01-15.csv', total_is_estimate: false });
    expect(job.download_url).toMatch(/^\/api\/v1\/export-downloads\/[A-Za-z0-9_-]{43}$/);

    const download = await ctx.app.inject({ method: 'GET', url: job.download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="requests-2026-01-15.csv"');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.body.startsWith(BOM)).toBe(true);
    const rows = csvRows(download.body);
    expect(rows[0]).toBe('Code,Scheduled at (India time),Status,Payment status');
    expect(rows).toHaveLength(job.total + 1);
    expect(rows.slice(1).every((row) => /^SR-\d{6},\d{4}-\d\d-\d\d \d\d:\d\d,Pending,Unpaid$/.test(row))).toBe(true);
    const listed = (await as.workshopAdmin.get('/api/v1/requests?status=pending&sort=scheduled_at&page_size=1')).json();
    const first = listed.data[0];
    const india = new Date(Date.parse(first.scheduled_at) + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(rows[1]).toBe(`${first.code},${india},Pending,Unpaid`);

    const again = await ctx.app.inject({ method: 'GET', url: job.download_url });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(EXPORT_TICKET_GONE);
    const progress = (await as.workshopAdmin.get(`${EXPORTS}/${job.id}`)).json<ExportJob>();
    expect(progress).toMatchObject({ status: 'done', rows_written: job.total, bytes_written: Buffer.byteLength(download.body) });
    // Another admin cannot see or cancel it.
    expect((await as.superAdmin.get(`${EXPORTS}/${job.id}`)).statusCode).toBe(404);
    expect((await as.superAdmin.post(`${EXPORTS}/${job.id}/cancel`)).statusCode).toBe(404);
  });

  it('refuses an expired, cancelled or made-up ticket', async () => {
    const expired = await startExport(as.superAdmin, { list: 'workshops', format: 'csv' });
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 61_000));
    expect((await ctx.app.inject({ method: 'GET', url: expired.download_url })).statusCode).toBe(404);
    const cancelled = await startExport(as.superAdmin, { list: 'workshops', format: 'csv' });
    const answer = await as.superAdmin.post(`${EXPORTS}/${cancelled.id}/cancel`);
    expect(answer.json<ExportJob>().status).toBe('cancelled');
    expect((await ctx.app.inject({ method: 'GET', url: cancelled.download_url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/export-downloads/${'A'.repeat(43)}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/export-downloads/short' })).statusCode).toBe(400);
  });

  it('reports failed a job whose ticket expired unused, so the console stops following it', async () => {
    const unused = await startExport(as.superAdmin, { list: 'workshops', format: 'csv' });
    expect((await as.superAdmin.get(`${EXPORTS}/${unused.id}`)).json<ExportJob>().status).toBe('ready');
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 61_000));
    const job = (await as.superAdmin.get(`${EXPORTS}/${unused.id}`)).json<ExportJob>();
    expect(job).toMatchObject({ status: 'failed', rows_written: 0 });
    expect((await ctx.app.inject({ method: 'GET', url: unused.download_url })).statusCode).toBe(404);
    // A cancel afterwards leaves it as it ended.
    expect((await as.superAdmin.post(`${EXPORTS}/${unused.id}/cancel`)).json<ExportJob>().status).toBe('failed');
  });
});

describe('XLSX', () => {
  it('is a valid zip whose one sheet holds the same header and values as the CSV', async () => {
    const query = 'sort=-amount_paise&columns=code,status,customer,amount_paise,payment_status';
    const csv = await as.superAdmin.get(`/api/v1/requests.csv?${query}`);
    const xlsx = await ctx.app.inject({ method: 'GET', url: (await startExport(as.superAdmin, { list: 'requests', format: 'xlsx', query })).download_url });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="requests-2026-01-15.xlsx"');
    const files = readZip(xlsx.rawPayload);
    expect([...files.keys()].sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    expect(files.get('xl/workbook.xml')).toContain('<sheet name="Requests"');
    const sheet = sheetRows(files.get('xl/worksheets/sheet1.xml')!);
    // These columns hold no commas or quotes, so the CSV splits plainly.
    expect(sheet).toEqual(csvRows(csv.body).map((row) => row.split(',')));
    expect(sheet[0]).toEqual(['Code', 'Status', 'Customer', 'Phone', 'Amount (₹)', 'Payment status']);
    expect(sheet.length).toBeGreaterThan(300);
    // Amounts are numbers a spreadsheet can sum; words stay text.
    expect(files.get('xl/worksheets/sheet1.xml')).toMatch(/<c r="[A-Z]+\d+"><v>\d+(\.\d+)?<\/v><\/c>/);
  });

  it('writes every list, every column, with text escaped for XML', async () => {
    await as.workshopAdmin.post('/api/v1/workers', { name: 'Ravi <&> "Kumar"', phone: '9812340000', skills: ['tyres', 'ceramic_coating'], id_proof_type: 'pan', id_proof_number: 'ABCDE1234F', joined_on: '2025-01-01', workshop_id: 1 });
    for (const list of Object.keys(CSV_COLUMN_KEYS)) {
      const response = await as.superAdmin.get(`/api/v1/${list}.xlsx`);
      expect(response.statusCode, list).toBe(200);
      const sheet = sheetRows(readZip(response.rawPayload).get('xl/worksheets/sheet1.xml')!);
      const csv = await as.superAdmin.get(`/api/v1/${list}.csv`);
      expect(sheet.length, list).toBe(csvRows(csv.body).length);
    }
    const sheet = sheetRows(readZip((await as.superAdmin.get('/api/v1/workers.xlsx?q=Ravi')).rawPayload).get('xl/worksheets/sheet1.xml')!);
    const ravi = sheet.find((row) => row[1] === 'Ravi <&> "Kumar"');
    expect(ravi).toBeDefined();
    expect(ravi).toContain('Tyres; Ceramic coating');
  });
});

describe('the Absent List', () => {
  it('exports the leaves of the caller’s scope as the list filters and sorts them, in words, with the visible columns', async () => {
    const record = async (client: DemoClients['superAdmin'], worker_id: number, day: string, approve: boolean) => {
      const response = await client.post('/api/v1/leaves', { worker_id, start_date: day, end_date: day, type: 'sick', reason: 'Export check', approve });
      expect(response.statusCode, response.body).toBe(201);
    };
    const own = (await as.workshopAdmin.get('/api/v1/workers?page_size=2')).json<{ data: { id: number; name: string; workshop: { id: number } }[] }>().data;
    await record(as.workshopAdmin, own[0]!.id, '2027-08-02', true);
    await record(as.workshopAdmin, own[1]!.id, '2027-08-03', false);
    // Another workshop's leave in the same days: the super admin's export has it, the workshop admin's not.
    const others = (await as.superAdmin.get('/api/v1/workers?page_size=100')).json<{ data: { id: number; workshop: { id: number } }[] }>().data;
    const other = others.find((worker) => worker.workshop.id !== own[0]!.workshop.id)!;
    await record(as.superAdmin, other.id, '2027-08-04', false);
    const query = 'from=2027-08-01&to=2027-08-31&sort=-start_date';
    const list = (await as.workshopAdmin.get(`/api/v1/leaves?${query}`)).json<{ data: { id: number }[] }>().data;

    const all = await as.workshopAdmin.get(`/api/v1/leaves.csv?${query}`);
    expect(all.statusCode).toBe(200);
    const rows = csvRows(all.body);
    expect(rows[0]).toBe('ID,Worker,Workshop,From,To,Days,Type,Status,Reason,Decided by,Decision note');
    // The list's rows, in its order (newest first here).
    expect(rows.slice(1).map((row) => Number(row.split(',')[0]))).toEqual(list.map((leave) => leave.id));
    expect(rows[1]).toMatch(new RegExp(`^\\d+,${own[1]!.name},[^,]+,2027-08-03,2027-08-03,1,Sick,Pending,Export check,,$`));

    const shown = await as.workshopAdmin.get(`/api/v1/leaves.csv?${query}&columns=id,worker_name,status`);
    expect(csvRows(shown.body)[0]).toBe('ID,Worker,Status');
    expect(csvRows(shown.body)[2]).toBe(`${list[1]!.id},${own[0]!.name},Approved`);

    expect(rows).toHaveLength(3);
    expect(csvRows((await as.superAdmin.get(`/api/v1/leaves.csv?${query}`)).body)).toHaveLength(4);
    // A bad sort or column is a 400 before any ticket.

    expect((await as.workshopAdmin.post(EXPORTS, { list: 'leaves', format: 'csv', query: `${query}&columns=phone` })).statusCode).toBe(400);
    expect((await as.workshopAdmin.post(EXPORTS, { list: 'leaves', format: 'csv', query: 'sort=secret' })).statusCode).toBe(400);
  });
});

describe('reviews', () => {
  it('exports the reviews of the caller’s scope as the list filters and sorts them, with the visible columns', async () => {
    const query = 'rating=5&sort=-created_at';
    const list = (await as.superAdmin.get(`/api/v1/reviews?${query}&page_size=100`)).json<{ data: { id: number; status: string }[]; total: number }>();
    expect(list.total).toBeGreaterThan(0);
    const all = await as.superAdmin.get(`/api/v1/reviews.csv?${query}`);
    expect(all.statusCode).toBe(200);
    const rows = csvRows(all.body);
    expect(rows[0]).toBe('ID,Created at (India time),Request,Workshop,Worker,Customer,Rating,Comment,Reply,Replied at (India time),Status,Moderation reason');
    expect(rows).toHaveLength(list.total + 1);
    expect(rows.slice(1, 101).map((row) => Number(row.split(',')[0]))).toEqual(list.data.map((review) => review.id));

    const shown = csvRows((await as.superAdmin.get(`/api/v1/reviews.csv?${query}&columns=id,rating,status`)).body);
    expect(shown[0]).toBe('ID,Rating,Status,Moderation reason');
    expect(shown[1]).toMatch(new RegExp(`^${list.data[0]!.id},5,(Published|Hidden),`));

    // A workshop admin's file holds its own workshop's reviews only, as its list does.
    const own = (await as.workshopAdmin.get('/api/v1/reviews?page_size=1')).json<{ data: { workshop: { name: string } }[]; total: number }>();
    const ownRows = csvRows((await as.workshopAdmin.get('/api/v1/reviews.csv?columns=id,workshop')).body).slice(1);
    expect(ownRows).toHaveLength(own.total);
    expect(ownRows.every((row) => row.split(',')[1] === own.data[0]!.workshop.name)).toBe(true);
    expect((await as.superAdmin.post(EXPORTS, { list: 'reviews', format: 'xlsx', query: 'rating=9' })).statusCode).toBe(400);
  });
});

describe('invoices', () => {
  it('exports the GST documents of the caller’s scope as the list filters and sorts them, amounts in rupees, with the visible columns, in the admin’s language', async () => {
    const query = 'kind=tax_invoice&sort=-total_paise';
    const list = (await as.superAdmin.get(`/api/v1/invoices?${query}&page_size=100`)).json<{ data: { number: string; total_paise: number; taxable_paise: number; cgst_paise: number; workshop: { gstin: string | null } }[]; total: number }>();
    expect(list.total).toBeGreaterThan(0);
    const all = await as.superAdmin.get(`/api/v1/invoices.csv?${query}`);
    expect(all.statusCode).toBe(200);
    const rows = csvRows(all.body);
    expect(rows[0]).toBe('Number,Kind,Issued at (India time),Request,Workshop,GSTIN,Customer,Place of supply,SAC,GST rate (%),Taxable value (₹),CGST (₹),SGST (₹),IGST (₹),Total (₹),Refers to');
    expect(rows).toHaveLength(list.total + 1);
    // The list's rows, in its order (largest total first here).
    expect(rows.slice(1, 101).map((row) => row.split(',')[0])).toEqual(list.data.map((d) => d.number));
    const first = list.data[0]!;
    expect(rows[1]).toMatch(new RegExp(`^${first.number},Tax invoice,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,SR-\\d{6},[^,]+,${first.workshop.gstin},[^,]*,[^,]+,998714,18,${first.taxable_paise / 100},${first.cgst_paise / 100},`));
    expect(rows[1]!.split(',').at(-2)).toBe(String(first.total_paise / 100));

    const shown = csvRows((await as.superAdmin.get(`/api/v1/invoices.csv?${query}&columns=number,total_paise,refers_to`)).body);
    expect(shown[0]).toBe('Number,Total (₹),Refers to');
    const notes = csvRows((await as.superAdmin.get('/api/v1/invoices.csv?kind=credit_note&columns=number,kind,refers_to')).body).slice(1);
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((row) => /^CN\/W\d{3}\/\d{4}-\d\d\/\d{6},Credit note,(INV|BOS)\/W\d{3}\/\d{4}-\d\d\/\d{6}$/.test(row))).toBe(true);

    // A workshop admin's file holds its own workshop's documents only, as its list does, in its language.
    const own = (await as.workshopAdmin.get('/api/v1/invoices?page_size=1')).json<{ data: { workshop: { name: string } }[]; total: number }>();
    expect((await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    try {
      const ownRows = csvRows((await as.workshopAdmin.get('/api/v1/invoices.csv?columns=number,kind,workshop')).body);
      expect(ownRows[0]).toBe('नंबर,प्रकार,वर्कशॉप,GSTIN');
      expect(ownRows.slice(1)).toHaveLength(own.total);
      expect(ownRows.slice(1).every((row) => row.split(',')[2] === own.data[0]!.workshop.name)).toBe(true);
      expect(ownRows.slice(1).every((row) => ['टैक्स इनवॉइस', 'क्रेडिट नोट'].includes(row.split(',')[1]!))).toBe(true);
    } finally {
      await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'en' });
    }
    expect((await as.societyManager.get('/api/v1/invoices.csv')).statusCode).toBe(403);
    expect((await as.superAdmin.post(EXPORTS, { list: 'invoices', format: 'csv', query: 'kind=receipt' })).statusCode).toBe(400);
    expect((await as.superAdmin.post(EXPORTS, { list: 'invoices', format: 'csv', query: 'sort=customer_name' })).statusCode).toBe(400);
  });
});

describe('transactions', () => {
  it('exports a workshop admin’s own workshop’s transactions only, as its list shows them', async () => {
    const own = (await as.workshopAdmin.get('/api/v1/transactions?page_size=100&sort=-amount_paise')).json<{ data: { code: string; workshop: { name: string } }[]; total: number }>();
    expect(own.total).toBeGreaterThan(0);
    const job = await startExport(as.workshopAdmin, { list: 'transactions', format: 'csv', query: 'sort=-amount_paise&columns=code,workshop' });
    expect(job.total).toBe(own.total);
    const rows = csvRows((await ctx.app.inject({ method: 'GET', url: job.download_url })).body).slice(1);
    expect(rows).toHaveLength(own.total);
    expect(rows.slice(0, 100).map((row) => row.split(',')[0])).toEqual(own.data.map((t) => t.code));
    expect(rows.every((row) => row.split(',')[1] === own.data[0]!.workshop.name)).toBe(true);
    expect((await as.societyManager.post(EXPORTS, { list: 'transactions', format: 'csv', query: '' })).statusCode).toBe(403);
  });
});

describe('user concerns', () => {
  it('exports the concerns of the caller’s scope as the list filters and sorts them, with the visible columns, in the admin’s language', async () => {
    const query = 'status=open&sort=code';
    const list = (await as.superAdmin.get(`/api/v1/concerns?${query}&page_size=100`)).json<{ data: { id: number; code: string; customer_name: string; workshop: { name: string } | null }[]; total: number }>();
    expect(list.total).toBeGreaterThan(0);
    const all = await as.superAdmin.get(`/api/v1/concerns.csv?${query}`);
    expect(all.statusCode).toBe(200);
    const rows = csvRows(all.body);
    expect(rows[0]).toBe('Code,Status,Priority,Subject,Category,Customer,Phone,Channel,Workshop,Request,Created at (India time)');
    expect(rows).toHaveLength(list.total + 1);
    // The list's rows in its order (by code here), every one open, with words for codes.
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(list.data.map((concern) => concern.code));
    expect(rows.slice(1).every((row) => /^UC-\d{6},Open,(Low|Medium|High|Urgent),/.test(row))).toBe(true);

    const shown = csvRows((await as.superAdmin.get(`/api/v1/concerns.csv?${query}&columns=code,customer`)).body);
    expect(shown[0]).toBe('Code,Customer,Phone,Channel');
    expect(shown[1]).toMatch(new RegExp(`^${list.data[0]!.code},${list.data[0]!.customer_name},\\d{10},(App|Phone)$`));

    // A workshop admin’s file holds its own workshop’s concerns only, as its list does.
    const own = (await as.workshopAdmin.get('/api/v1/concerns?page_size=100')).json<{ data: { workshop: { name: string } | null }[]; total: number }>();
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan((await as.superAdmin.get('/api/v1/concerns?page_size=1')).json<{ total: number }>().total);
    const ownRows = csvRows((await as.workshopAdmin.get('/api/v1/concerns.csv?columns=code,workshop')).body).slice(1);
    expect(ownRows).toHaveLength(own.total);
    expect(ownRows.every((row) => row.split(',')[1] === own.data[0]!.workshop!.name)).toBe(true);
    // Refused as the list refuses: dates the wrong way round, an unknown status; a society manager may not export them.
    const backwards = await as.superAdmin.post(EXPORTS, { list: 'concerns', format: 'csv', query: 'from=2026-01-15&to=2026-01-14' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0]).toMatchObject({ field: 'to', code: 'end_before_start' });
    expect((await as.superAdmin.post(EXPORTS, { list: 'concerns', format: 'xlsx', query: 'status=sleeping' })).statusCode).toBe(400);
    expect((await as.societyManager.post(EXPORTS, { list: 'concerns', format: 'csv' })).statusCode).toBe(403);

    expect((await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    try {
      const hindi = await as.workshopAdmin.get('/api/v1/concerns.xlsx?status=open&columns=code,status,priority,subject');
      const xlsx = readZip(hindi.rawPayload);
      expect(xlsx.get('xl/workbook.xml')).toContain('<sheet name="शिकायतें"');
      const sheet = sheetRows(xlsx.get('xl/worksheets/sheet1.xml')!);
      expect(sheet[0]).toEqual(['कोड', 'स्थिति', 'प्राथमिकता', 'विषय', 'श्रेणी']);
      expect(sheet.slice(1).every((row) => row[1] === 'खुली' && ['कम', 'सामान्य', 'ज़्यादा', 'तुरंत'].includes(row[2]!))).toBe(true);
    } finally {
      await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'en' });
    }
  });
});

describe('the audit log', () => {
  it('exports the filtered log newest first, with the visible columns, to super admins only, in the admin’s language', async () => {
    const leave = await as.workshopAdmin.post('/api/v1/leaves', { worker_id: 10, start_date: '2027-10-04', end_date: '2027-10-04', type: 'casual', reason: 'Audit export' });
    expect(leave.statusCode, leave.body).toBe(201);
    const approved = await as.workshopAdmin.post(`/api/v1/leaves/${leave.json().id}/approve`, { version: leave.json().version, note: 'Fine' });
    expect(approved.statusCode, approved.body).toBe(200);
    const query = `entity=leave&entity_id=${leave.json().id}`;
    const list = (await as.superAdmin.get(`/api/v1/audit-events?${query}`)).json<{ data: { id: number }[]; total: number }>();
    expect(list.total).toBe(2);

    const all = await as.superAdmin.get(`/api/v1/audit-events.csv?${query}`);
    expect(all.statusCode).toBe(200);
    const rows = csvRows(all.body);
    expect(rows[0]).toBe('ID,When (India time),Who,Role,Action,Entity,Entity ID,Changed fields,Changes,IP address');
    // The list's rows in its order (newest first): the approval, then the leave's creation.
    expect(rows.slice(1).map((row) => Number(row.split(',')[0]))).toEqual(list.data.map((event) => event.id));
    expect(rows[1]).toMatch(new RegExp(`^${list.data[0]!.id},\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,Rohit Sharma,Workshop Admin,leave\\.approve,leave,${leave.json().id},note; status,".*",127\\.0\\.0\\.1$`));
    // What changed, as recorded (JSON, quoted for the CSV).
    expect(rows[1]).toContain('""note"":""Fine""');
    expect(rows[1]).toContain('""from"":""pending""');

    const shown = csvRows((await as.superAdmin.get(`/api/v1/audit-events.csv?${query}&columns=id,action`)).body);
    expect(shown).toEqual(['ID,Action', `${list.data[0]!.id},leave.approve`, `${list.data[1]!.id},leave.create`]);
    // Unfiltered, every event of the log.
    const everything = (await as.superAdmin.get('/api/v1/audit-events?page_size=1')).json<{ total: number }>().total;
    expect(csvRows((await as.superAdmin.get('/api/v1/audit-events.csv?columns=id')).body)).toHaveLength(everything + 1);

    // The log is the super admin's: other roles may not export it; bad filters are refused as the log refuses them.
    expect((await as.workshopAdmin.post(EXPORTS, { list: 'audit-events', format: 'csv' })).statusCode).toBe(403);
    expect((await as.workshopAdmin.get('/api/v1/audit-events.csv')).statusCode).toBe(403);
    expect((await as.societyManager.post(EXPORTS, { list: 'audit-events', format: 'xlsx' })).statusCode).toBe(403);
    const backwards = await as.superAdmin.post(EXPORTS, { list: 'audit-events', format: 'csv', query: 'from=2026-01-15&to=2026-01-14' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0]).toMatchObject({ field: 'to', code: 'end_before_start' });
    expect((await as.superAdmin.post(EXPORTS, { list: 'audit-events', format: 'csv', query: 'entity_id=nope' })).statusCode).toBe(400);

    expect((await as.superAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    try {
      const xlsx = readZip((await as.superAdmin.get(`/api/v1/audit-events.xlsx?${query}&columns=id,actor,action`)).rawPayload);
      expect(xlsx.get('xl/workbook.xml')).toContain('<sheet name="ऑडिट लॉग"');
      const sheet = sheetRows(xlsx.get('xl/worksheets/sheet1.xml')!);
      expect(sheet).toEqual([
        ['ID', 'किसने', 'भूमिका', 'काम'],
        [String(list.data[0]!.id), 'Rohit Sharma', 'वर्कशॉप एडमिन', 'leave.approve'],
        [String(list.data[1]!.id), 'Rohit Sharma', 'वर्कशॉप एडमिन', 'leave.create'],
      ]);
    } finally {
      await as.superAdmin.put(API_PATHS.meLanguage, { language: 'en' });
    }
  });
});

describe('the service catalogue', () => {
  it('exports the services of the caller’s scope as the list filters and sorts them, prices in rupees, with the visible columns, in the admin’s language', async () => {
    const query = 'category=wash&sort=-duration_minutes';
    type Listed = { id: number; name: string; status: string; duration_minutes: number; prices: { hatchback: number; bike: number }; requested_by_workshop: { name: string } | null };
    const list = (await as.superAdmin.get(`/api/v1/services?${query}&page_size=100`)).json<{ data: Listed[]; total: number }>();
    expect(list.total).toBeGreaterThan(1);
    const all = await as.superAdmin.get(`/api/v1/services.csv?${query}`);
    expect(all.statusCode).toBe(200);
    const rows = csvRows(all.body);
    expect(rows[0]).toBe(
      'ID,Service,Description,Inclusions,Status,Decision note,Category,Hatchback price (₹),Sedan price (₹),SUV price (₹),MUV price (₹),Bike price (₹),Duration (minutes),Requested by,Created at (India time)',
    );
    expect(rows).toHaveLength(list.total + 1);

    const shown = csvRows((await as.superAdmin.get(`/api/v1/services.csv?${query}&columns=id,category,price_hatchback,price_bike,duration_minutes`)).body);
    expect(shown[0]).toBe('ID,Category,Hatchback price (₹),Bike price (₹),Duration (minutes)');
    // The list's rows in its order (longest first here), prices in rupees.
    expect(shown.slice(1)).toEqual(list.data.map((service) => `${service.id},Wash,${service.prices.hatchback / 100},${service.prices.bike / 100},${service.duration_minutes}`));

    // A workshop admin’s file holds what its list holds: the active services and its workshop’s requests.
    const ownList = (await as.workshopAdmin.get('/api/v1/services?page_size=100')).json<{ data: Listed[]; total: number }>();
    const ownRows = csvRows((await as.workshopAdmin.get('/api/v1/services.csv?columns=id,status')).body).slice(1);
    expect(ownRows).toEqual(ownList.data.map((service) => `${service.id},${{ active: 'Active', pending_approval: 'Pending approval', rejected: 'Rejected', inactive: 'Inactive' }[service.status]},`));
    const everyService = (await as.superAdmin.get('/api/v1/services?page_size=1')).json<{ total: number }>().total;
    expect(ownList.total).toBeLessThan(everyService);
    expect((await as.societyManager.get('/api/v1/services.csv')).statusCode).toBe(403);
    expect((await as.superAdmin.post(EXPORTS, { list: 'services', format: 'csv', query: 'sort=prices' })).statusCode).toBe(400);
    expect((await as.superAdmin.post(EXPORTS, { list: 'services', format: 'csv', query: 'status=sleeping' })).statusCode).toBe(400);

    expect((await as.superAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    try {
      const xlsx = readZip((await as.superAdmin.get(`/api/v1/services.xlsx?${query}&columns=id,status,category`)).rawPayload);
      expect(xlsx.get('xl/workbook.xml')).toContain('<sheet name="सेवाएँ"');
      const sheet = sheetRows(xlsx.get('xl/worksheets/sheet1.xml')!);
      expect(sheet[0]).toEqual(['ID', 'स्थिति', 'फ़ैसले का नोट', 'श्रेणी']);
      expect(sheet).toHaveLength(list.total + 1);
      expect(sheet.slice(1).every((row) => ['मंज़ूरी बाकी', 'चालू', 'नामंज़ूर', 'बंद'].includes(row[1]!) && row[3] === 'धुलाई')).toBe(true);
    } finally {
      await as.superAdmin.put(API_PATHS.meLanguage, { language: 'en' });
    }
  });
});

describe('SOPs', () => {
  it('exports the SOPs of the caller’s scope as the list filters and sorts them, steps numbered, with the visible columns, in the admin’s language', async () => {
    type Listed = { id: number; title: string; status: string; steps: string[]; service: { name: string } | null };
    const list = (await as.superAdmin.get('/api/v1/sops?sort=title&page_size=100')).json<{ data: Listed[]; total: number }>();
    expect(list.total).toBeGreaterThan(1);
    const all = await as.superAdmin.get('/api/v1/sops.csv?sort=title');
    expect(all.statusCode).toBe(200);
    const rows = csvRows(all.body);
    expect(rows[0]).toBe('ID,Title,Status,Service,Step count,Steps,Updated at (India time)');
    // Each SOP's steps, numbered, one a line in one quoted cell.
    const first = list.data[0]!;
    expect(all.body).toContain(`,${first.steps.length},"${first.steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}",`);

    const shown = csvRows((await as.superAdmin.get('/api/v1/sops.csv?sort=title&columns=id,title,status,service')).body);
    expect(shown).toEqual([
      'ID,Title,Status,Service',
      ...list.data.map((sop) => `${sop.id},${sop.title},${{ draft: 'Draft', published: 'Published', archived: 'Archived' }[sop.status]},${sop.service?.name ?? ''}`),
    ]);
    const drafts = csvRows((await as.superAdmin.get('/api/v1/sops.csv?status=draft&columns=id,status')).body).slice(1);
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((row) => row.endsWith(',Draft'))).toBe(true);

    // A workshop admin’s file holds the published SOPs only, as its list does.
    const own = (await as.workshopAdmin.get('/api/v1/sops?page_size=100')).json<{ data: Listed[]; total: number }>();
    expect(own.total).toBeLessThan(list.total);
    const ownRows = csvRows((await as.workshopAdmin.get('/api/v1/sops.csv?columns=id,status')).body).slice(1);
    expect(ownRows).toEqual(own.data.map((sop) => `${sop.id},Published`));
    expect((await as.societyManager.post(EXPORTS, { list: 'sops', format: 'csv' })).statusCode).toBe(403);
    expect((await as.superAdmin.post(EXPORTS, { list: 'sops', format: 'csv', query: 'service_id=0' })).statusCode).toBe(400);

    expect((await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    try {
      const xlsx = readZip((await as.workshopAdmin.get('/api/v1/sops.xlsx?columns=id,title,status,steps')).rawPayload);
      expect(xlsx.get('xl/workbook.xml')).toContain('<sheet name="SOP"');
      const sheet = sheetRows(xlsx.get('xl/worksheets/sheet1.xml')!);
      expect(sheet[0]).toEqual(['ID', 'शीर्षक', 'स्थिति', 'चरणों की गिनती', 'चरण']);
      expect(sheet).toHaveLength(own.total + 1);
      expect(sheet.slice(1).every((row) => row[2] === 'प्रकाशित')).toBe(true);
    } finally {
      await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'en' });
    }
  });
});

describe('cancellation reasons', () => {
  it('exports the reasons as the list filters and orders them, with the visible columns, in the admin’s language', async () => {
    type Listed = { id: number; text: string; sort_order: number; active: boolean; audience: string };
    const list = (await as.superAdmin.get('/api/v1/cancellation-reasons?audience=workshop&sort=-sort_order')).json<{ data: Listed[]; total: number }>();
    expect(list.total).toBeGreaterThan(1);
    const all = await as.superAdmin.get('/api/v1/cancellation-reasons.csv?audience=workshop&sort=-sort_order');
    expect(all.statusCode).toBe(200);
    expect(csvRows(all.body)).toEqual([
      'ID,Order,Reason,Status,Audience',
      ...list.data.map((reason) => `${reason.id},${reason.sort_order},${reason.text},${reason.active ? 'Active' : 'Inactive'},Workshop`),
    ]);
    const inactive = csvRows((await as.superAdmin.get('/api/v1/cancellation-reasons.csv?active=false&columns=id,text,active')).body);
    expect(inactive[0]).toBe('ID,Reason,Status');
    expect(inactive.length).toBeGreaterThan(1);
    expect(inactive.slice(1).every((row) => row.endsWith(',Inactive'))).toBe(true);

    // Shared settings: a workshop admin’s file is the super admin’s; a society manager may not read them.
    expect((await as.workshopAdmin.get('/api/v1/cancellation-reasons.csv?audience=workshop&sort=-sort_order')).body).toBe(all.body);
    expect((await as.societyManager.get('/api/v1/cancellation-reasons.csv')).statusCode).toBe(403);
    expect((await as.superAdmin.post(EXPORTS, { list: 'cancellation-reasons', format: 'csv', query: 'active=maybe' })).statusCode).toBe(400);

    expect((await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    try {
      const xlsx = readZip((await as.workshopAdmin.get('/api/v1/cancellation-reasons.xlsx?audience=workshop&columns=id,active,audience')).rawPayload);
      expect(xlsx.get('xl/workbook.xml')).toContain('<sheet name="रद्द करने के कारण"');
      const sheet = sheetRows(xlsx.get('xl/worksheets/sheet1.xml')!);
      expect(sheet[0]).toEqual(['ID', 'स्थिति', 'किसके लिए']);
      expect(sheet).toHaveLength(list.total + 1);
      expect(sheet.slice(1).every((row) => ['चालू', 'बंद'].includes(row[1]!) && row[2] === 'वर्कशॉप')).toBe(true);
    } finally {
      await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'en' });
    }
  });
});

describe('services offered', () => {
  it('exports the offerings of the caller’s scope as the list filters and sorts them, at the prices customers pay, with the visible columns, in the admin’s language', async () => {
    type Listed = { id: number; active: boolean; version: number; price_overrides: object; workshop: { id: number; name: string }; service: { name: string; category: string }; effective_prices: { hatchback: number; suv: number } };
    const every = (await as.superAdmin.get('/api/v1/workshop-services?sort=-created_at&page_size=100')).json<{ data: Listed[]; total: number }>();
    const all = await as.superAdmin.get('/api/v1/workshop-services.csv?sort=-created_at');
    expect(all.statusCode).toBe(200);
    const rows = csvRows(all.body);
    expect(rows[0]).toBe('ID,Service,Workshop,Status,Category,Hatchback price (₹),Sedan price (₹),SUV price (₹),MUV price (₹),Bike price (₹)');
    expect(rows.slice(1).map((row) => Number(row.split(',')[0]))).toEqual(every.data.map((offering) => offering.id));

    // A workshop admin’s file holds its own workshop’s offerings only, at its own prices where it set them.
    const own = (await as.workshopAdmin.get('/api/v1/workshop-services?active=true&page_size=100')).json<{ data: Listed[]; total: number }>();
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(every.total);
    const ownRows = csvRows((await as.workshopAdmin.get('/api/v1/workshop-services.csv?active=true&columns=id,active,price_hatchback,price_suv')).body);
    expect(ownRows).toEqual([
      'ID,Status,Hatchback price (₹),SUV price (₹)',
      ...own.data.map((offering) => `${offering.id},Offered,${offering.effective_prices.hatchback / 100},${offering.effective_prices.suv / 100}`),
    ]);
    const workshopId = own.data[0]!.workshop.id;
    expect(own.data.every((offering) => offering.workshop.id === workshopId)).toBe(true);
    // Withdrawn, an offering leaves the offered ones' file for the withdrawn ones'.
    const last = own.data.at(-1)!;
    const withdraw = await as.workshopAdmin.put(`/api/v1/workshop-services/${last.id}`, { price_overrides: last.price_overrides, active: false, version: last.version });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    try {
      expect(csvRows((await as.workshopAdmin.get('/api/v1/workshop-services.csv?active=false&columns=id,active')).body)).toEqual(['ID,Status', `${last.id},Withdrawn`]);
      expect(csvRows((await as.workshopAdmin.get('/api/v1/workshop-services.csv?active=true&columns=id')).body)).toHaveLength(own.total);
    } finally {
      await as.workshopAdmin.put(`/api/v1/workshop-services/${last.id}`, { price_overrides: last.price_overrides, active: true, version: withdraw.json<{ version: number }>().version });
    }
    expect((await as.societyManager.get('/api/v1/workshop-services.csv')).statusCode).toBe(403);
    expect((await as.superAdmin.post(EXPORTS, { list: 'workshop-services', format: 'csv', query: 'active=maybe' })).statusCode).toBe(400);
    expect((await as.superAdmin.post(EXPORTS, { list: 'workshop-services', format: 'csv', query: 'sort=prices' })).statusCode).toBe(400);

    expect((await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    try {
      const xlsx = readZip((await as.workshopAdmin.get('/api/v1/workshop-services.xlsx?active=true&columns=id,name,active,category')).rawPayload);
      expect(xlsx.get('xl/workbook.xml')).toContain('<sheet name="उपलब्ध सेवाएँ"');
      const sheet = sheetRows(xlsx.get('xl/worksheets/sheet1.xml')!);
      expect(sheet[0]).toEqual(['ID', 'सेवा', 'वर्कशॉप', 'स्थिति', 'श्रेणी']);
      expect(sheet).toHaveLength(own.total + 1);
      expect(sheet.slice(1).every((row) => row[2] === own.data[0]!.workshop.name && row[3] === 'उपलब्ध')).toBe(true);
    } finally {
      await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'en' });
    }
  });
});

describe('service inclusions', () => {
  it('exports the inclusions as the list filters and sorts them, with how many services use each, with the visible columns, in the admin’s language', async () => {
    type Listed = { id: number; name: string; description: string; active: boolean; service_count: number; version: number };
    const list = (await as.superAdmin.get('/api/v1/service-inclusions?active=true&sort=-created_at&page_size=100')).json<{ data: Listed[]; total: number }>();
    expect(list.total).toBeGreaterThan(1);
    const all = await as.superAdmin.get('/api/v1/service-inclusions.csv?active=true&sort=-created_at&columns=id,name,status,service_count');
    expect(all.statusCode).toBe(200);
    expect(csvRows(all.body)).toEqual(['ID,Name,Status,Used by (services)', ...list.data.map((inclusion) => `${inclusion.id},${inclusion.name},Active,${inclusion.service_count}`)]);
    expect(list.data.some((inclusion) => inclusion.service_count > 0)).toBe(true);
    const every = csvRows((await as.superAdmin.get('/api/v1/service-inclusions.csv')).body);
    expect(every[0]).toBe('ID,Name,Status,Used by (services),Description');

    // Set aside, an inclusion moves to the inactive ones' file.
    const first = list.data[0]!;
    const change = await as.superAdmin.put(`/api/v1/service-inclusions/${first.id}`, { name: first.name, description: first.description, active: false, version: first.version });
    expect(change.statusCode, change.body).toBe(200);
    try {
      const inactive = csvRows((await as.superAdmin.get('/api/v1/service-inclusions.csv?active=false&columns=id,status')).body);
      expect(inactive).toContain(`${first.id},Inactive`);
      expect(inactive.slice(1).every((row) => row.endsWith(',Inactive'))).toBe(true);
    } finally {
      await as.superAdmin.put(`/api/v1/service-inclusions/${first.id}`, { name: first.name, description: first.description, active: true, version: change.json<{ version: number }>().version });
    }

    // Catalogue data: a workshop admin’s file is the super admin’s; a society manager may not read them.
    expect((await as.workshopAdmin.get('/api/v1/service-inclusions.csv?active=true&sort=-created_at&columns=id,name,status,service_count')).body).toBe(all.body);
    expect((await as.societyManager.get('/api/v1/service-inclusions.csv')).statusCode).toBe(403);
    expect((await as.superAdmin.post(EXPORTS, { list: 'service-inclusions', format: 'csv', query: 'active=maybe' })).statusCode).toBe(400);

    expect((await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    try {
      const xlsx = readZip((await as.workshopAdmin.get('/api/v1/service-inclusions.xlsx?active=true&columns=id,status,service_count,description')).rawPayload);
      expect(xlsx.get('xl/workbook.xml')).toContain('<sheet name="शामिल काम"');
      const sheet = sheetRows(xlsx.get('xl/worksheets/sheet1.xml')!);
      expect(sheet[0]).toEqual(['ID', 'स्थिति', 'किन सेवाओं में (गिनती)', 'विवरण']);
      expect(sheet).toHaveLength(list.total + 1);
      expect(sheet.slice(1).every((row) => row[1] === 'चालू')).toBe(true);
    } finally {
      await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'en' });
    }
  });
});

describe('notifications', () => {
  it('exports the caller’s own notifications by the page’s filter, newest first, with read or not, in the admin’s language', async () => {
    const WORKSHOP_ADMIN = 2;
    const ANOTHER_ADMIN = 4;
    const now = ctx.clock.now().getTime();
    await ctx.database.db.delete(notifications);
    const [older, newer, , others] = (
      await ctx.database.db
        .insert(notifications)
        .values([
          { adminId: WORKSHOP_ADMIN, kind: 'request_created', title: 'SR-000101 booked', body: 'Foam wash, Sector 21', createdAt: new Date(now - 7_200_000) },
          { adminId: WORKSHOP_ADMIN, kind: 'leave_recorded', title: 'Leave recorded', body: 'Ravi, 2 days', createdAt: new Date(now - 3_600_000) },
          { adminId: WORKSHOP_ADMIN, kind: 'concern_created', title: 'Concern raised', createdAt: new Date(now - 9_000_000), readAt: new Date(now - 8_000_000) },
          { adminId: ANOTHER_ADMIN, kind: 'request_created', title: 'another admin’s', createdAt: new Date(now - 3_600_000) },
        ])
        .returning({ id: notifications.id })
    ).map((row) => row.id) as [number, number, number, number];

    const unread = await as.workshopAdmin.get('/api/v1/notifications.csv?filter=unread');
    expect(unread.statusCode).toBe(200);
    expect(csvRows(unread.body)).toEqual([
      'ID,When (India time),Kind,Title,Message,Status,Read at (India time)',
      `${newer},${indiaTime(now - 3_600_000)},Leave recorded,Leave recorded,"Ravi, 2 days",Unread,`,
      `${older},${indiaTime(now - 7_200_000)},New request,SR-000101 booked,"Foam wash, Sector 21",Unread,`,
    ]);

    // Read, a notification moves to the read ones' file (the page's Other), with when it was read.
    expect((await as.workshopAdmin.post(`/api/v1/notifications/${older}/read`, {})).statusCode).toBe(200);
    const read = csvRows((await as.workshopAdmin.get('/api/v1/notifications.csv?filter=other&columns=id,read_at')).body);
    expect(read).toEqual(['ID,Status,Read at (India time)', `${older},Read,${indiaTime(now)}`, expect.stringMatching(/,Read,\d{4}-\d\d-\d\d \d\d:\d\d$/)]);
    expect(csvRows((await as.workshopAdmin.get('/api/v1/notifications.csv?filter=unread&columns=id')).body)).toEqual(['ID', `${newer}`]);

    // Only the caller’s own, by its bearer route and by ticket alike.
    const mine = csvRows((await as.workshopAdmin.get('/api/v1/notifications.csv?columns=id')).body).slice(1);
    expect(mine).toHaveLength(3);
    expect(mine).not.toContain(`${others}`);
    expect(csvRows((await as.superAdmin.get('/api/v1/notifications.csv?columns=id')).body)).toEqual(['ID']);
    const job = await startExport(as.workshopAdmin, { list: 'notifications', format: 'csv', query: 'columns=id' });
    expect(csvRows((await ctx.app.inject({ method: 'GET', url: job.download_url })).body).slice(1)).toEqual(mine);
    expect((await as.anonymous.get('/api/v1/notifications.csv')).statusCode).toBe(401);
    expect((await as.workshopAdmin.post(EXPORTS, { list: 'notifications', format: 'csv', query: 'filter=starred' })).statusCode).toBe(400);

    expect((await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    try {
      const xlsx = readZip((await as.workshopAdmin.get('/api/v1/notifications.xlsx?filter=new&columns=id,kind,read_at')).rawPayload);
      expect(xlsx.get('xl/workbook.xml')).toContain('<sheet name="सूचनाएँ"');
      const sheet = sheetRows(xlsx.get('xl/worksheets/sheet1.xml')!);
      expect(sheet[0]).toEqual(['ID', 'प्रकार', 'स्थिति', 'पढ़ने का समय (भारतीय समय)']);
      // New: the last 24 hours, read or not.
      expect(sheet.slice(1).map((row) => row.slice(0, 3))).toEqual([
        [`${newer}`, 'छुट्टी दर्ज', 'बिना पढ़ी'],
        [`${older}`, 'नई बुकिंग', 'पढ़ी गई'],
        expect.anything(),
      ]);
    } finally {
      await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'en' });
    }
  });
});

describe('promotional banners', () => {
  it('exports every banner in display order, with why each is shown or not and its image as a URL, to a super admin only, in the admin’s language', async () => {
    type Listed = { id: number; title: string; sort_order: number; live: boolean; active: boolean; image_url: string | null; link_url: string | null; starts_at: string; ends_at: string; version: number };
    const STATES = { live: 'Live', scheduled: 'Scheduled', expired: 'Ended', inactive: 'Off', needs_image: 'Needs an image' } as const;
    const stateOf = (b: Listed) => STATES[b.live ? 'live' : !b.active ? 'inactive' : !b.image_url ? 'needs_image' : ctx.clock.now().getTime() < Date.parse(b.starts_at) ? 'scheduled' : 'expired'];
    const rowOf = (b: Listed) => [b.id, b.sort_order, b.title, stateOf(b), indiaTime(Date.parse(b.starts_at)), indiaTime(Date.parse(b.ends_at)), b.link_url ?? '', b.image_url ?? ''].join(',');
    // The API tests' banners have no image (never live): every one gets an address, as an upload would give it.
    await ctx.database.db.update(banners).set({ imageUrl: sql`'/uploads/banners/demo-' || ${banners.id} || '.png'` });
    const list = (await as.superAdmin.get('/api/v1/banners')).json<{ data: Listed[] }>().data;
    expect(list.length).toBeGreaterThan(1);
    expect(list.some((b) => b.live)).toBe(true);
    expect(list.some((b) => !b.live)).toBe(true);
    expect(list[0]!.image_url).toBe(`/uploads/banners/demo-${list[0]!.id}.png`);

    const all = await as.superAdmin.get('/api/v1/banners.csv?columns=id,sort_order,title,status,starts_at,ends_at,link_url,image_url');
    expect(all.statusCode).toBe(200);
    expect(csvRows(all.body)).toEqual(['ID,Order,Title,Status,Starts (India time),Ends (India time),Link,Image', ...list.map(rowOf)]);
    expect(csvRows((await as.superAdmin.get('/api/v1/banners.csv')).body)[0]).toBe('ID,Order,Title,Status,Starts (India time),Ends (India time),Link,Image,Alternative text');

    // Moved down and switched off, the first banner is second in the file, and Off.
    const first = list[0]!;
    const moved = await as.superAdmin.post(`/api/v1/banners/${first.id}/move`, { direction: 'down', version: first.version });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = moved.json<{ data: Listed[] }>().data.find((b) => b.id === first.id)!;
    const off = await as.superAdmin.post(`/api/v1/banners/${first.id}/active`, { active: false, version: afterMove.version });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const reordered = (await as.superAdmin.get('/api/v1/banners')).json<{ data: Listed[] }>().data;
      expect(reordered[1]!.id).toBe(first.id);
      const rows = csvRows((await as.superAdmin.get('/api/v1/banners.csv?columns=id,status')).body);
      expect(rows).toEqual(['ID,Status', ...reordered.map((b) => `${b.id},${stateOf(b)}`)]);
      expect(rows[2]).toBe(`${first.id},Off`);
    } finally {
      const back = await as.superAdmin.post(`/api/v1/banners/${first.id}/active`, { active: true, version: off.json<{ version: number }>().version });
      await as.superAdmin.post(`/api/v1/banners/${first.id}/move`, { direction: 'up', version: back.json<{ version: number }>().version });
    }
    expect(csvRows((await as.superAdmin.get('/api/v1/banners.csv?columns=id')).body)).toEqual(['ID', ...list.map((b) => `${b.id}`)]);

    // As the list: a super admin’s; a workshop admin may not export them, by either route.
    expect((await as.workshopAdmin.get('/api/v1/banners')).statusCode).toBe(403);
    expect((await as.workshopAdmin.get('/api/v1/banners.csv')).statusCode).toBe(403);
    expect((await as.workshopAdmin.post(EXPORTS, { list: 'banners', format: 'xlsx', query: '' })).statusCode).toBe(403);
    expect((await as.superAdmin.post(EXPORTS, { list: 'banners', format: 'csv', query: 'columns=id,picture' })).statusCode).toBe(400);
    const job = await startExport(as.superAdmin, { list: 'banners', format: 'csv', query: 'columns=id' });
    expect(csvRows((await ctx.app.inject({ method: 'GET', url: job.download_url })).body)).toEqual(['ID', ...list.map((b) => `${b.id}`)]);

    expect((await as.superAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    try {
      const xlsx = readZip((await as.superAdmin.get('/api/v1/banners.xlsx?columns=id,title,status,image_url')).rawPayload);
      expect(xlsx.get('xl/workbook.xml')).toContain('<sheet name="बैनर"');
      const sheet = sheetRows(xlsx.get('xl/worksheets/sheet1.xml')!);
      expect(sheet[0]).toEqual(['ID', 'शीर्षक', 'स्थिति', 'फ़ोटो']);
      expect(sheet.slice(1).map((row) => row[0])).toEqual(list.map((b) => `${b.id}`));
      expect(sheet.slice(1).filter((row) => row[2] === 'लाइव')).toHaveLength(list.filter((b) => b.live).length);
    } finally {
      await as.superAdmin.put(API_PATHS.meLanguage, { language: 'en' });
      await ctx.database.db.update(banners).set({ imageUrl: null });
    }
  });
});

describe('in the admin’s language', () => {
  it('writes a Hindi admin’s CSV and XLSX in Hindi: column titles, statuses, skills and the sheet name; codes, numbers and India time stay as they are', async () => {
    expect((await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    try {
      const job = await startExport(as.workshopAdmin, { list: 'requests', format: 'csv', query: 'status=pending&sort=scheduled_at&columns=code,scheduled_at,status,payment_status,amount_paise' });
      const rows = csvRows((await ctx.app.inject({ method: 'GET', url: job.download_url })).body);
      expect(rows[0]).toBe('कोड,तय समय (भारतीय समय),स्थिति,भुगतान की स्थिति,रकम (₹)');
      expect(rows).toHaveLength(job.total + 1);
      expect(rows.slice(1).every((row) => /^SR-\d{6},\d{4}-\d\d-\d\d \d\d:\d\d,पेंडिंग,भुगतान बाकी,\d+(\.\d+)?$/.test(row))).toBe(true);

      const xlsx = readZip((await as.workshopAdmin.get('/api/v1/workers.xlsx?columns=name,skills,status')).rawPayload);
      expect(xlsx.get('xl/workbook.xml')).toContain('<sheet name="कर्मचारी"');
      const sheet = sheetRows(xlsx.get('xl/worksheets/sheet1.xml')!);
      expect(sheet[0]).toEqual(['नाम', 'काम', 'स्थिति']);
      expect(sheet.slice(1).every((row) => ['सक्रिय', 'छुट्टी पर', 'निष्क्रिय'].includes(row[2]!))).toBe(true);
      expect(sheet.some((row) => /बाहरी धुलाई|अंदर की सफ़ाई|डिटेलिंग|पॉलिश|सिरेमिक कोटिंग|मैकेनिकल|इलेक्ट्रिकल|टायर|जाँच/.test(row[1]!))).toBe(true);
      // Another admin's exports stay in their own language.
      expect(csvRows((await as.superAdmin.get('/api/v1/requests.csv?columns=code,status')).body)[0]).toBe('Code,Status');
    } finally {
      await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'en' });
    }
  });
});

describe('cancelling mid-stream', () => {
  it('stops the server’s stream at its next page, cuts the download short and records how far it got', async () => {
    const many = Array.from({ length: 20_000 }, (_, index) => ({
      name: `Export Worker ${index}`,
      phone: `96${String(index).padStart(8, '0')}`,
      workshopId: 1,
      skills: ['inspection'],
      idProofType: 'pan',
      idProofNumber: `ABCDE${String(index).padStart(4, '0')}F`,
      joinedOn: '2025-01-01',
    }));
    for (let at = 0; at < many.length; at += 2000) await ctx.database.db.insert(workers).values(many.slice(at, at + 2000));
    const job = await startExport(as.superAdmin, { list: 'workers', format: 'csv', query: 'q=Export%20Worker' });
    expect(job.total).toBe(20_000);

    // A real connection (inject buffers the whole answer); the app, and this server, close after the file.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    {
      const response = await fetch(`${address}${job.download_url}`);
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      let received = (await reader.read()).value?.length ?? 0;
      expect((await as.superAdmin.post(`${EXPORTS}/${job.id}/cancel`)).statusCode).toBe(200);
      // Read slowly: the server stops within a page or so of the cancel, and the stream fails (no clean end).
      const outcome = await (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return 'ended';
          received += value.length;
        }
      })().catch(() => 'cut');
      expect(outcome).toBe('cut');
      const progress = (await as.superAdmin.get(`${EXPORTS}/${job.id}`)).json<ExportJob>();
      expect(progress.status).toBe('cancelled');
      expect(progress.rows_written).toBeLessThan(20_000);
      expect(progress.rows_written).toBeGreaterThan(0);
      expect(received).toBeLessThanOrEqual(progress.bytes_written);
      // The database is free for the next request at once: no cursor or transaction was left behind.
      expect((await as.superAdmin.get('/api/v1/workers?page_size=1')).statusCode).toBe(200);
    }
  });
});

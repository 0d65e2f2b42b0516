import type { Invoice } from '@carcare/contracts';
import { GSTR1_B2CS_COLUMNS, taxParts } from '@carcare/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceRequests, transactions } from '../src/db/schema';
import { issueDocumentFor } from '../src/modules/invoices/invoice-service';
import { DEMO_REQUEST_IDS as R } from '../src/seeds/seed-requests';
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

const GSTR1 = '/api/v1/invoices/gstr1';
/** Workshop 3 of the demo has no GSTIN (bills of supply); workshop 2 is in Karnataka. */
const WORKSHOP_WITHOUT_GSTIN = 3;
/** A month after the demo's documents, so the file holds only what a test records in it. */
const MAY = 'from=2031-05-01&to=2031-05-31';
const HEADER = GSTR1_B2CS_COLUMNS.join(',');

const lines = (body: string) => body.trimEnd().split('\r\n');

/** A request of `workshopId` in progress, copied from the seeded one, supplied where `overrides` say. */
async function requestOf(workshopId: number, overrides: Partial<typeof serviceRequests.$inferInsert> = {}): Promise<number> {
  const [template] = await ctx.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, R.inProgress));
  const { id: _id, code: _code, ...rest } = template!;
  const [{ max }] = ((await ctx.database.db.execute(sql`select max(id) as max from service_requests`)) as unknown as { rows: [{ max: number }] }).rows;
  const [row] = await ctx.database.db
    .insert(serviceRequests)
    .values({ ...rest, code: `SR-${String(Number(max) + 1000).padStart(6, '0')}`, workshopId, workerId: null, societyId: null, customerState: null, status: 'in_progress', paymentStatus: 'unpaid', version: 1, ...overrides })
    .returning({ id: serviceRequests.id });
  return row!.id;
}

/**
 * A successful payment (or, with `refundOf`, a refund of it) recorded at `at` with its document, as
 * the API issues it: the API's clock cannot move years ahead without its tokens expiring.
 */
async function record(requestId: number, workshopId: number, amountPaise: number, at: string, refundOf?: number): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(transactions)
      .values({ requestId, workshopId, kind: refundOf ? 'refund' : 'payment', method: 'cash', amountPaise, status: 'success', refundOfId: refundOf ?? null, createdAt: new Date(at), updatedAt: new Date(at) })
      .returning({ id: transactions.id });
    await issueDocumentFor(tx, row!.id);
    return row!.id;
  });
}

const taxable = (paise: number) => taxParts(paise, 18, true).taxable_paise;
const rupees = (paise: number) => `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

/** May 2031: tax invoices at home and in Karnataka (written two ways), a credit note, a bill of supply and its credit note, another workshop's, and documents just outside the month. */
async function recordMay() {
  const home = await requestOf(SEED.ownWorkshopId);
  const karnataka = await requestOf(SEED.ownWorkshopId, { customerState: 'Karnataka' });
  const karnatakaAgain = await requestOf(SEED.ownWorkshopId, { customerState: ' karnataka' });
  const firstMinute = await requestOf(SEED.ownWorkshopId);
  const lastMinuteBefore = await requestOf(SEED.ownWorkshopId);
  const withoutGstin = await requestOf(WORKSHOP_WITHOUT_GSTIN);
  const otherWorkshop = await requestOf(SEED.otherWorkshopId);

  const payment = await record(home, SEED.ownWorkshopId, 118_000, '2031-05-10T06:00:00Z');
  await record(home, SEED.ownWorkshopId, 11_801, '2031-05-20T06:00:00Z', payment);
  // Refunded after the month: its credit note belongs to June's file.
  await record(home, SEED.ownWorkshopId, 5_000, '2031-06-01T06:00:00Z', payment);
  await record(karnataka, SEED.ownWorkshopId, 59_000, '2031-05-11T06:00:00Z');
  await record(karnatakaAgain, SEED.ownWorkshopId, 11_800, '2031-05-12T06:00:00Z');
  // 1 May 00:00 in India is 30 April 18:30 UTC; a second before is April's.
  await record(firstMinute, SEED.ownWorkshopId, 2_360, '2031-04-30T18:30:00Z');
  await record(lastMinuteBefore, SEED.ownWorkshopId, 99_900, '2031-04-30T18:29:59Z');
  const bill = await record(withoutGstin, WORKSHOP_WITHOUT_GSTIN, 50_000, '2031-05-13T06:00:00Z');
  await record(withoutGstin, WORKSHOP_WITHOUT_GSTIN, 10_000, '2031-05-14T06:00:00Z', bill);
  await record(otherWorkshop, SEED.otherWorkshopId, 23_600, '2031-05-15T06:00:00Z');
}

async function allInvoices(client: ApiClient, query: string): Promise<Invoice[]> {
  const rows: Invoice[] = [];
  for (let page = 1; ; page++) {
    const body = (await client.get(`/api/v1/invoices?${query}&page=${page}&page_size=100`)).json();
    rows.push(...body.data);
    if (body.data.length < 100) return rows;
  }
}

describe('the GSTR-1 B2CS file', () => {
  it('sums a workshop’s tax invoices per place of supply and rate, net of the month’s credit notes, in the offline tool’s columns', async () => {
    await recordMay();
    const response = await as.workshopAdmin.get(`${GSTR1}?${MAY}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="gstr1-b2cs-2031-05-01-2031-05-31.csv"');
    expect(response.body.startsWith('Type,')).toBe(true);
    expect(lines(response.body)).toEqual([
      HEADER,
      `OE,06-Haryana,,18,${rupees(taxable(118_000) + taxable(2_360) - taxable(11_801))},0,`,
      `OE,29-Karnataka,,18,${rupees(taxable(59_000) + taxable(11_800))},0,`,
    ]);
  });

  it('holds what the invoices list holds for the period: tax invoices less credit notes of tax invoices, to the paisa', async () => {
    await recordMay();
    const documents = await allInvoices(as.superAdmin, MAY);
    const kindOf = new Map(documents.map((d) => [d.id, d.kind]));
    const expected = new Map<string, number>();
    for (const d of documents) {
      const taxInvoice = d.kind === 'tax_invoice' || (d.kind === 'credit_note' && kindOf.get(d.refers_to!.id) === 'tax_invoice');
      if (!taxInvoice) continue;
      const key = `${d.workshop.gstin},${d.place_of_supply.trim().toLowerCase()}`;
      expected.set(key, (expected.get(key) ?? 0) + (d.kind === 'credit_note' ? -d.taxable_paise : d.taxable_paise));
    }
    const file = lines((await as.superAdmin.get(`${GSTR1}?${MAY}`)).body);
    // Every workshop's file names each row's supplier first.
    expect(file[0]).toBe(`GSTIN,${HEADER}`);
    const got = new Map(file.slice(1).map((line) => {
      const [gstin, , place, , , value] = line.split(',');
      return [`${gstin},${place!.replace(/^\d\d-/, '').toLowerCase()}`, Math.round(Number(value) * 100)] as const;
    }));
    expect(got).toEqual(expected);
    expect(file).toHaveLength(4);
  });

  it('leaves out bills of supply and their credit notes: a workshop without a GSTIN files no GSTR-1', async () => {
    await recordMay();
    const documents = await allInvoices(as.superAdmin, `${MAY}&workshop_id=${WORKSHOP_WITHOUT_GSTIN}`);
    expect(documents.map((d) => d.kind).sort()).toEqual(['bill_of_supply', 'credit_note']);
    expect(lines((await as.superAdmin.get(`${GSTR1}?${MAY}&workshop_id=${WORKSHOP_WITHOUT_GSTIN}`)).body)).toEqual([HEADER]);
  });

  it('gives a workshop admin its own workshop’s rows only; the super admin any one workshop’s, or all', async () => {
    await recordMay();
    const own = (await as.workshopAdmin.get(`${GSTR1}?${MAY}`)).body;
    expect((await as.superAdmin.get(`${GSTR1}?${MAY}&workshop_id=${SEED.ownWorkshopId}`)).body).toBe(own);
    // Another workshop's id narrows its own scope further: nothing.
    expect(lines((await as.workshopAdmin.get(`${GSTR1}?${MAY}&workshop_id=${SEED.otherWorkshopId}`)).body)).toEqual([HEADER]);
    expect(lines((await as.superAdmin.get(`${GSTR1}?${MAY}&workshop_id=${SEED.otherWorkshopId}`)).body)).toEqual([HEADER, `OE,29-Karnataka,,18,${rupees(taxable(23_600))},0,`]);
    expect((await as.societyManager.get(`${GSTR1}?${MAY}`)).statusCode).toBe(403);
    expect((await as.anonymous.get(`${GSTR1}?${MAY}`)).statusCode).toBe(401);
  });

  it('refuses a missing, malformed or reversed period with 400 naming the field', async () => {
    const refusals: [string, string][] = [
      ['to=2031-05-31', 'from'],
      ['from=2031-05-01', 'to'],
      ['from=2031-02-30&to=2031-03-31', 'from'],
      ['from=2031-05-01&to=31-05-2031', 'to'],
      ['from=2031-05-31&to=2031-05-01', 'to'],
      [`${MAY}&workshop_id=abc`, 'workshop_id'],
    ];
    for (const [query, field] of refusals) {
      const response = await as.superAdmin.get(`${GSTR1}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(response.json().details), query).toContain(field);
    }
  });
});

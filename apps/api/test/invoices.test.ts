import type { Invoice } from '@carcare/contracts';
import { documentNumber, financialYearOf, sacOf, sameState, taxParts } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentSeries, invoices, serviceRequests, services, societies, transactions, workshops } from '../src/db/schema';
import { issueMissingDocuments } from '../src/modules/invoices/invoice-backfill';
import { findInvoicePdfData } from '../src/modules/invoices/invoice-pdf-data';
import { issueDocumentFor } from '../src/modules/invoices/invoice-service';
import { DEMO_REQUEST_IDS as R } from '../src/seeds/seed-requests';
import type { ApiClient, DemoClients } from './api-client';
import { SEED } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import { migrationStatements } from './migration-statements';
import type { TestContext } from './test-app';
import { rowsOf } from './sql-rows';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const LIST = '/api/v1/invoices';
/** Workshop 3 of the demo (Pune) has no GSTIN: it issues bills of supply. */
const WORKSHOP_WITHOUT_GSTIN = 3;

async function allInvoices(client: ApiClient, query = ''): Promise<Invoice[]> {
  const rows: Invoice[] = [];
  for (let page = 1; ; page++) {
    const response = await client.get(`${LIST}?${query}${query ? '&' : ''}page=${page}&page_size=100`);
    expect(response.statusCode, response.body).toBe(200);
    rows.push(...response.json().data);
    if (response.json().data.length < 100) return rows;
  }
}

/** `count` unpaid in-progress requests of `workshopId`, copied from the seeded one (its worker and society only in workshop 1), ready to complete. */
async function requestsInProgress(count: number, workshopId: number = SEED.ownWorkshopId, overrides: Partial<typeof serviceRequests.$inferInsert> = {}): Promise<number[]> {
  const [template] = await ctx.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, R.inProgress));
  const { id: _id, code: _code, ...rest } = template!;
  const [{ max }] = (await rowsIn<{ max: number }>(sql`select max(id) as max from service_requests`)) as [{ max: number }];
  const rows = Array.from({ length: count }, (_, i) => ({
    ...rest,
    code: `SR-${String(Number(max) + 1000 + i).padStart(6, '0')}`,
    workshopId,
    workerId: workshopId === SEED.ownWorkshopId ? rest.workerId : null,
    societyId: workshopId === SEED.ownWorkshopId ? rest.societyId : null,
    status: 'in_progress',
    paymentStatus: 'unpaid',
    version: 1,
    ...overrides,
  }));
  return (await ctx.database.db.insert(serviceRequests).values(rows).returning({ id: serviceRequests.id })).map((row) => row.id);
}

/** Completes a request with its full amount in cash, as the super admin (who may act on any workshop's). */
async function completeWithCash(id: number) {
  const [request] = await ctx.database.db.select({ version: serviceRequests.version, amount: serviceRequests.amountPaise }).from(serviceRequests).where(eq(serviceRequests.id, id));
  return as.superAdmin.post(`/api/v1/requests/${id}/complete`, { version: request!.version, cash_payment_paise: request!.amount });
}

async function documentOfRequest(requestId: number): Promise<Invoice> {
  const rows = await allInvoices(as.superAdmin, `request_id=${requestId}`);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const seqOf = (number: string) => Number(number.split('/').at(-1));

const rowsIn = <T>(query: SQL) => rowsOf<T>(ctx.database.db, query);

describe('issuing with a cash completion', () => {
  it('issues a tax invoice in the same write, numbered INV/W001/<financial year>/…, its parts adding up to the amount', async () => {
    const [id] = await requestsInProgress(1);
    const response = await completeWithCash(id!);
    expect(response.statusCode, response.body).toBe(200);
    const invoice = await documentOfRequest(id!);
    const [request] = await ctx.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id!));
    // The demo's workshop 1 is in Haryana with a GSTIN; the job is in its society, also in Haryana.
    expect(invoice).toMatchObject({
      kind: 'tax_invoice',
      issued_at: ctx.clock.now().toISOString(),
      request: { id, code: request!.code },
      workshop: { id: SEED.ownWorkshopId, name: 'Sparkle Auto Care', gstin: '06AABCS1429B1Z5' },
      customer_name: request!.customerName,
      place_of_supply: 'Haryana',
      sac: '998714',
      gst_rate: 18,
      total_paise: request!.amountPaise,
      igst_paise: 0,
      refers_to: null,
    });
    expect(invoice.number).toMatch(/^INV\/W001\/2025-26\/\d{6}$/);
    expect(invoice.taxable_paise + invoice.cgst_paise + invoice.sgst_paise).toBe(invoice.total_paise);
    expect(invoice).toMatchObject(taxParts(request!.amountPaise, 18, true));
    expect((await as.superAdmin.get(`${LIST}/${invoice.id}`)).json()).toEqual(invoice);
  });

  it('gives 20 concurrent cash completions in one workshop 20 consecutive numbers', async () => {
    const [before] = await ctx.database.db.select({ last: documentSeries.lastNumber }).from(documentSeries).where(and(eq(documentSeries.workshopId, SEED.ownWorkshopId), eq(documentSeries.kind, 'tax_invoice'), eq(documentSeries.financialYear, '2025-26')));
    const ids = await requestsInProgress(20);
    const versions = await ctx.database.db.select({ id: serviceRequests.id, version: serviceRequests.version, amount: serviceRequests.amountPaise }).from(serviceRequests).where(inArray(serviceRequests.id, ids));
    const responses = await Promise.all(versions.map((r) => as.superAdmin.post(`/api/v1/requests/${r.id}/complete`, { version: r.version, cash_payment_paise: r.amount })));
    expect(responses.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const numbers = (await ctx.database.db.select({ seq: invoices.seq, number: invoices.number }).from(invoices).where(inArray(invoices.requestId, ids))).map((row) => row.seq).sort((a, b) => a - b);
    const first = (before?.last ?? 0) + 1;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
  });

  it('takes no number for a payment whose transaction rolls back', async () => {
    const [rolledBack, next] = await requestsInProgress(2);
    const failure = new Error('the payment failed after its invoice was numbered');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(transactions)
          .values({ requestId: rolledBack!, workshopId: SEED.ownWorkshopId, kind: 'payment', method: 'cash', amountPaise: 50_000, status: 'success', createdAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
          .returning({ id: transactions.id });
        expect(await issueDocumentFor(tx, payment!.id)).not.toBeNull();
        throw failure;
      }),
    ).rejects.toBe(failure);
    const [series] = await ctx.database.db.select({ last: documentSeries.lastNumber }).from(documentSeries).where(and(eq(documentSeries.workshopId, SEED.ownWorkshopId), eq(documentSeries.kind, 'tax_invoice'), eq(documentSeries.financialYear, '2025-26')));
    expect((await completeWithCash(next!)).statusCode).toBe(200);
    expect(seqOf((await documentOfRequest(next!)).number)).toBe(series!.last + 1);
    expect(await allInvoices(as.superAdmin, `request_id=${rolledBack}`)).toEqual([]);
  });

  it('starts each financial year at 000001, by the India date (1 April 00:00 IST is 31 March 18:30 UTC)', async () => {
    const [march, april] = await requestsInProgress(2);
    // Recorded directly at those moments: the API's clock cannot move a year without its tokens expiring.
    const payAt = async (requestId: number, at: string) =>
      ctx.database.db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(transactions)
          .values({ requestId, workshopId: SEED.ownWorkshopId, kind: 'payment', method: 'cash', amountPaise: 59_900, status: 'success', createdAt: new Date(at), updatedAt: new Date(at) })
          .returning({ id: transactions.id });
        return issueDocumentFor(tx, payment!.id);
      });
    await payAt(march!, '2027-03-31T18:29:59Z');
    await payAt(april!, '2027-03-31T18:30:00Z');
    expect((await documentOfRequest(march!)).number).toBe('INV/W001/2026-27/000001');
    expect((await documentOfRequest(april!)).number).toBe('INV/W001/2027-28/000001');
  });

  it('charges IGST when the job is in another state: a society elsewhere, or the state the booking names', async () => {
    const [otherSociety] = await ctx.database.db.select({ id: societies.id, state: societies.state }).from(societies).where(eq(societies.state, 'Karnataka')).limit(1);
    const [inSociety] = await requestsInProgress(1, SEED.ownWorkshopId, { societyId: otherSociety!.id });
    const [named] = await requestsInProgress(1, SEED.ownWorkshopId, { societyId: null, customerState: 'Delhi' });
    const [home] = await requestsInProgress(1, SEED.ownWorkshopId, { societyId: null, customerState: null });
    for (const id of [inSociety!, named!, home!]) expect((await completeWithCash(id)).statusCode).toBe(200);
    const society = await documentOfRequest(inSociety!);
    expect(society).toMatchObject({ place_of_supply: 'Karnataka', cgst_paise: 0, sgst_paise: 0 });
    expect(society.igst_paise).toBe(society.total_paise - society.taxable_paise);
    expect(society.igst_paise).toBeGreaterThan(0);
    expect(await documentOfRequest(named!)).toMatchObject({ place_of_supply: 'Delhi', cgst_paise: 0, sgst_paise: 0 });
    const within = await documentOfRequest(home!);
    expect(within).toMatchObject({ place_of_supply: 'Haryana', igst_paise: 0 });
    expect(within.cgst_paise - within.sgst_paise).toBeGreaterThanOrEqual(0);
    expect(within.cgst_paise - within.sgst_paise).toBeLessThanOrEqual(1);
  });

  it('issues a bill of supply, without tax, when the workshop has no GSTIN', async () => {
    const [workshop] = await ctx.database.db.select({ gstin: workshops.gstin, state: workshops.state }).from(workshops).where(eq(workshops.id, WORKSHOP_WITHOUT_GSTIN));
    expect(workshop!.gstin).toBeNull();
    const [id] = await requestsInProgress(1, WORKSHOP_WITHOUT_GSTIN);
    expect((await completeWithCash(id!)).statusCode).toBe(200);
    const bill = await documentOfRequest(id!);
    expect(bill).toMatchObject({ kind: 'bill_of_supply', gst_rate: 0, cgst_paise: 0, sgst_paise: 0, igst_paise: 0, workshop: { id: WORKSHOP_WITHOUT_GSTIN, gstin: null } });
    expect(bill.taxable_paise).toBe(bill.total_paise);
    expect(bill.number).toMatch(/^BOS\/W003\/2025-26\/\d{6}$/);
  });

  it('charges the service’s own rate', async () => {
    const [request] = await ctx.database.db.select({ serviceId: serviceRequests.serviceId }).from(serviceRequests).where(eq(serviceRequests.id, R.inProgress));
    await ctx.database.db.update(services).set({ gstRate: 5 }).where(eq(services.id, request!.serviceId));
    const [id] = await requestsInProgress(1);
    expect((await completeWithCash(id!)).statusCode).toBe(200);
    const invoice = await documentOfRequest(id!);
    expect(invoice).toMatchObject({ gst_rate: 5, ...taxParts(invoice.total_paise, 5, true) });
  });
});

describe('credit notes', () => {
  it('issues one with each refund, referring to the payment’s invoice and charged as it was, in its own series', async () => {
    const [id] = await requestsInProgress(1);
    expect((await completeWithCash(id!)).statusCode).toBe(200);
    const invoice = await documentOfRequest(id!);
    const [payment] = await ctx.database.db.select().from(transactions).where(and(eq(transactions.requestId, id!), eq(transactions.kind, 'payment')));
    ctx.clock.advance(60);
    const refund = await as.superAdmin.post(`/api/v1/transactions/${payment!.id}/refund`, { amount_paise: 10_001, note: 'Interior vacuum skipped', version: payment!.version });
    expect(refund.statusCode, refund.body).toBe(201);
    const documents = await allInvoices(as.superAdmin, `request_id=${id}&kind=credit_note`);
    expect(documents).toHaveLength(1);
    const note = documents[0]!;
    expect(note).toMatchObject({
      kind: 'credit_note',
      issued_at: ctx.clock.now().toISOString(),
      refers_to: { id: invoice.id, number: invoice.number },
      place_of_supply: invoice.place_of_supply,
      gst_rate: 18,
      total_paise: 10_001,
      ...taxParts(10_001, 18, true),
    });
    expect(note.number).toMatch(/^CN\/W001\/2025-26\/\d{6}$/);
    expect(note.transaction_id).toBe(refund.json().refunds.at(-1).id);
  });
});

/** Renames a catalogue service through the API, as the super admin edits the catalogue. */
async function renameService(id: number, name: string): Promise<void> {
  const service = (await as.superAdmin.get(`/api/v1/services/${id}`)).json();
  const body = { name, description: service.description, category: service.category, duration_minutes: service.duration_minutes, prices: service.prices };
  const response = await as.superAdmin.put(`/api/v1/services/${id}`, { ...body, inclusion_ids: service.inclusions.map((inclusion: { id: number }) => inclusion.id), version: service.version });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the service’s name as issued', () => {
  it('stays on the invoice, its credit note and their PDFs when the service is renamed later; a later invoice takes the new name', async () => {
    const [paidBefore, paidAfter] = await requestsInProgress(2);
    const [{ serviceId, issuedName }] = (await ctx.database.db
      .select({ serviceId: serviceRequests.serviceId, issuedName: services.name })
      .from(serviceRequests)
      .innerJoin(services, eq(services.id, serviceRequests.serviceId))
      .where(eq(serviceRequests.id, paidBefore!))) as [{ serviceId: number; issuedName: string }];
    expect((await completeWithCash(paidBefore!)).statusCode).toBe(200);
    const [payment] = await ctx.database.db.select().from(transactions).where(and(eq(transactions.requestId, paidBefore!), eq(transactions.kind, 'payment')));
    const refund = await as.superAdmin.post(`/api/v1/transactions/${payment!.id}/refund`, { amount_paise: 5_000, note: 'Tyre shine skipped', version: payment!.version });
    expect(refund.statusCode, refund.body).toBe(201);

    await renameService(serviceId, 'Renamed Deluxe Wash');

    const issued = await allInvoices(as.superAdmin, `request_id=${paidBefore}`);
    expect(issued.map((document) => [document.kind, document.service_name]).sort()).toEqual([
      ['credit_note', issuedName],
      ['tax_invoice', issuedName],
    ]);
    for (const document of issued) {
      expect((await as.superAdmin.get(`${LIST}/${document.id}`)).json().service_name).toBe(issuedName);
      expect((await findInvoicePdfData(ctx.database.db, { kind: 'all' }, document.id))?.serviceName).toBe(issuedName);
    }
    expect((await completeWithCash(paidAfter!)).statusCode).toBe(200);
    expect((await documentOfRequest(paidAfter!)).service_name).toBe('Renamed Deluxe Wash');
  });

  it('the migration fills the name of every document already issued: its request’s service, a credit note its original’s', async () => {
    const before = await documentRows();
    expect(before.some((row) => row.kind === 'credit_note')).toBe(true);
    // Back to the table as it was before the column.
    await ctx.database.db.execute(sql`alter table invoices drop column service_name`);

    for (const statement of migrationStatements('invoice_service_name')) await ctx.database.db.execute(sql.raw(statement));

    expect(await documentRows()).toEqual(before);
    const nulls = await rowsIn<{ count: number }>(sql`select count(*)::int as count from invoices where service_name is null`);
    expect(nulls).toEqual([{ count: 0 }]);
    await expect(ctx.database.db.execute(sql`update invoices set service_name = null where id = (select min(id) from invoices)`)).rejects.toThrow();
    // The set-based issue still runs after the function's replacement, writing the name too.
    await ctx.database.db.execute(sql`truncate invoices, document_series`);
    expect(await issueMissingDocuments(ctx.database.db)).toBe(before.length);
    expect(await documentRows()).toEqual(before);
  });
});

/** Every successful payment and refund of a request, and how many documents each has. */
async function documentsPerTransaction() {
  return rowsIn<{ id: number; kind: string; documents: number }>(sql`
    select t.id, t.kind, count(i.id)::int as documents
    from transactions t left join invoices i on i.transaction_id = t.id
    where t.kind in ('payment', 'refund') and t.status = 'success' and t.request_id is not null
    group by t.id, t.kind`);
}

/** The documents as the tests compare them: no ids, the referred document by number. */
async function documentRows() {
  const rows = await ctx.database.db.select().from(invoices).orderBy(asc(invoices.number));
  const numberOf = new Map(rows.map((row) => [row.id, row.number]));
  return rows.map(({ id: _id, createdAt: _created, refersToId, ...row }) => ({ ...row, refersTo: refersToId === null ? null : numberOf.get(refersToId) }));
}

describe('the backfill', () => {
  it('gave every seeded successful payment and refund exactly one document', async () => {
    const rows = await documentsPerTransaction();
    expect(rows.filter((row) => row.kind === 'payment').length).toBeGreaterThan(50);
    expect(rows.filter((row) => row.kind === 'refund').length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.documents !== 1)).toEqual([]);
  });

  it('numbers each series from 1 in issue-date order, without gaps, and again issues nothing for documented transactions', async () => {
    await ctx.database.db.execute(sql`truncate invoices, document_series`);
    const issued = await issueMissingDocuments(ctx.database.db);
    const rows = await documentsPerTransaction();
    expect(issued).toBe(rows.length);
    expect(rows.filter((row) => row.documents !== 1)).toEqual([]);
    expect(await issueMissingDocuments(ctx.database.db)).toBe(0);

    const all = await ctx.database.db.select().from(invoices).orderBy(asc(invoices.issuedAt), asc(invoices.transactionId));
    const series = new Map<string, number[]>();
    for (const row of all) {
      const key = `${row.workshopId} ${row.kind} ${row.financialYear}`;
      series.set(key, [...(series.get(key) ?? []), row.seq]);
    }
    for (const seqs of series.values()) expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const counters = await ctx.database.db.select().from(documentSeries);
    expect(counters).toHaveLength(series.size);
    for (const counter of counters) expect(counter.lastNumber).toBe(series.get(`${counter.workshopId} ${counter.kind} ${counter.financialYear}`)!.length);
  });

  it('issues exactly what the API issues one by one: numbers, parties, SAC, rate and every tax part', async () => {
    // Some variety first: a job in another state's society, one the booking places elsewhere, a 5 % service.
    const [karnataka] = await ctx.database.db.select({ id: societies.id }).from(societies).where(eq(societies.state, 'Karnataka')).limit(1);
    const [elsewhere, named] = await requestsInProgress(2);
    await ctx.database.db.update(serviceRequests).set({ societyId: karnataka!.id }).where(eq(serviceRequests.id, elsewhere!));
    await ctx.database.db.update(serviceRequests).set({ societyId: null, customerState: 'Delhi' }).where(eq(serviceRequests.id, named!));
    await ctx.database.db.update(services).set({ gstRate: 5 }).where(eq(services.id, 1));
    for (const id of [elsewhere!, named!]) expect((await completeWithCash(id)).statusCode).toBe(200);

    await ctx.database.db.execute(sql`truncate invoices, document_series`);
    await issueMissingDocuments(ctx.database.db);
    const backfilled = await documentRows();

    await ctx.database.db.execute(sql`truncate invoices, document_series`);
    const inOrder = await ctx.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(inArray(transactions.kind, ['payment', 'refund']), eq(transactions.status, 'success')))
      .orderBy(sql`${transactions.kind} = 'refund'`, asc(transactions.createdAt), asc(transactions.id));
    for (const { id } of inOrder) await issueDocumentFor(ctx.database.db, id);
    const oneByOne = await documentRows();

    expect(backfilled.length).toBeGreaterThan(50);
    expect(backfilled).toEqual(oneByOne);
    // And each agrees with the contracts' rules.
    const categories = new Map((await ctx.database.db.select({ id: services.id, category: services.category }).from(services)).map((s) => [s.id, s.category]));
    const serviceOf = new Map((await ctx.database.db.select({ id: serviceRequests.id, serviceId: serviceRequests.serviceId }).from(serviceRequests)).map((r) => [r.id, r.serviceId]));
    for (const row of backfilled) {
      expect(row.number).toBe(documentNumber(row.kind as Invoice['kind'], row.workshopId, row.financialYear, row.seq));
      expect(row.financialYear).toBe(financialYearOf(row.issuedAt));
      expect(row.sac).toBe(sacOf(categories.get(serviceOf.get(row.requestId)!)!));
      const parts = taxParts(row.totalPaise, row.gstRate, sameState(row.placeOfSupply, row.workshopState));
      expect({ taxable_paise: row.taxablePaise, cgst_paise: row.cgstPaise, sgst_paise: row.sgstPaise, igst_paise: row.igstPaise }).toEqual(parts);
    }
    expect(backfilled.some((row) => row.igstPaise > 0)).toBe(true);
    expect(backfilled.some((row) => row.gstRate === 5)).toBe(true);
  });
});

describe('the list and scope', () => {
  it('lets a workshop admin read its own workshop’s documents only: the list holds no other, another’s is 404', async () => {
    const own = await allInvoices(as.workshopAdmin);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((row) => row.workshop.id))).toEqual(new Set([SEED.ownWorkshopId]));
    // Asking for another workshop's by filter gives nothing either.
    expect(await allInvoices(as.workshopAdmin, `workshop_id=${SEED.otherWorkshopId}`)).toEqual([]);
    const [other] = await ctx.database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.workshopId, SEED.otherWorkshopId)).limit(1);
    const refused = await as.workshopAdmin.get(`${LIST}/${other!.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'NOT_FOUND', message: 'Invoice not found' });
    expect((await as.workshopAdmin.get(`${LIST}/${own[0]!.id}`)).statusCode).toBe(200);
    expect((await as.superAdmin.get(`${LIST}/${other!.id}`)).statusCode).toBe(200);
  });

  it('refuses a society manager (403) and an anonymous caller (401)', async () => {
    for (const path of [LIST, `${LIST}/1`]) {
      expect((await as.societyManager.get(path)).statusCode).toBe(403);
      expect((await as.anonymous.get(path)).statusCode).toBe(401);
    }
  });

  it('filters by request, workshop, kind and India dates, sorts by total, and pages without repeats', async () => {
    const all = await allInvoices(as.superAdmin);
    const [{ count }] = (await rowsIn<{ count: number }>(sql`select count(*)::int as count from invoices`)) as [{ count: number }];
    expect(all).toHaveLength(count);
    expect(new Set(all.map((row) => row.id)).size).toBe(count);
    // Newest first by default.
    expect(all.map((row) => row.issued_at)).toEqual([...all.map((row) => row.issued_at)].sort().reverse());

    const notes = await allInvoices(as.superAdmin, 'kind=credit_note');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((row) => row.kind === 'credit_note' && row.refers_to !== null)).toBe(true);
    expect((await allInvoices(as.superAdmin, `workshop_id=${SEED.otherWorkshopId}`)).every((row) => row.workshop.id === SEED.otherWorkshopId)).toBe(true);

    const one = all.find((row) => row.kind === 'tax_invoice')!;
    const day = new Date(Date.parse(one.issued_at) + 330 * 60_000).toISOString().slice(0, 10);
    const thatDay = await allInvoices(as.superAdmin, `from=${day}&to=${day}`);
    expect(thatDay.map((row) => row.id)).toContain(one.id);
    expect(thatDay.every((row) => new Date(Date.parse(row.issued_at) + 330 * 60_000).toISOString().slice(0, 10) === day)).toBe(true);
    expect((await as.superAdmin.get(`${LIST}?q=${encodeURIComponent(one.number)}`)).json().data.map((row: Invoice) => row.id)).toEqual([one.id]);
    expect((await allInvoices(as.superAdmin, `q=${one.request.code}`)).every((row) => row.request.id === one.request.id)).toBe(true);

    const byTotal = (await as.superAdmin.get(`${LIST}?sort=total_paise&page_size=50`)).json().data as Invoice[];
    expect(byTotal.map((row) => row.total_paise)).toEqual([...byTotal.map((row) => row.total_paise)].sort((a, b) => a - b));
    expect((await as.superAdmin.get(`${LIST}?from=2026-02-01&to=2026-01-01`)).statusCode).toBe(400);
  });
});

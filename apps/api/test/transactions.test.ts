import type { Transaction, TransactionDetails } from '@carcare/contracts';
import { formatInr, refundTooLargeMessage, transactionCode } from '@carcare/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_REQUEST_IDS } from '../src/seeds/seed-requests';
import { auditEvents, transactions } from '../src/db/schema';
import type { ApiClient, DemoClients } from './api-client';
import { SEED } from './api-client';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const LIST = '/api/v1/transactions';

/** Every row of a filtered list, page by page. */
async function allRows(query: string): Promise<{ rows: Transaction[]; total: number }> {
  const rows: Transaction[] = [];
  for (let page = 1; ; page++) {
    const response = await as.superAdmin.get(`${LIST}?${query}${query ? '&' : ''}page=${page}&page_size=100`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    rows.push(...body.data);
    if (body.data.length < 100) return { rows, total: body.total };
  }
}

/** The seeded card payment of the completed demo request (request 9, workshop 1). */
async function paymentOfCompletedRequest(): Promise<Transaction> {
  const { rows } = await allRows(`q=SR-${DEMO_REQUEST_IDS.completed}&kind=payment`);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const refund = (client: ApiClient, id: number, body: Record<string, unknown>) => client.post(`${LIST}/${id}/refund`, { note: 'Interior vacuum skipped', ...body });
const details = async (id: number): Promise<TransactionDetails> => (await as.superAdmin.get(`${LIST}/${id}`)).json();
const paymentStatusOf = async (requestId: number): Promise<string> => (await as.superAdmin.get(`/api/v1/requests/${requestId}`)).json().payment_status;

/** A payment of workshop 1 in the given status, inserted directly (the demo has only successful ones). */
async function insertPayment(status: 'pending' | 'failed' | 'success', amountPaise = 50_000): Promise<number> {
  const [row] = await ctx.database.db
    .insert(transactions)
    .values({ workshopId: SEED.ownWorkshopId, kind: 'payment', method: 'upi', amountPaise, status, gatewayRef: `pay_TEST${status}`, note: 'Inserted by the test', createdAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
    .returning({ id: transactions.id });
  return row!.id;
}

const indiaDate = (iso: string) => new Date(Date.parse(iso) + 330 * 60 * 1000).toISOString().slice(0, 10);

describe('roles', () => {
  it('reads answer 403 to a society manager and 401 without a token; a refund answers 403 to a workshop admin too', async () => {
    const payment = await paymentOfCompletedRequest();
    const reads: ((client: ApiClient) => ReturnType<ApiClient['get']>)[] = [
      (client) => client.get(LIST),
      (client) => client.get(`${LIST}/totals`),
      (client) => client.get('/api/v1/transactions.csv'),
      (client) => client.get(`${LIST}/${payment.id}`),
    ];
    for (const call of reads) {
      expect((await call(as.societyManager)).statusCode).toBe(403);
      expect((await call(as.anonymous)).statusCode).toBe(401);
      expect((await call(as.workshopAdmin)).statusCode).toBeLessThan(300);
      expect((await call(as.superAdmin)).statusCode).toBeLessThan(300);
    }
    const write = (client: ApiClient) => refund(client, payment.id, { amount_paise: 100, version: payment.version });
    expect((await write(as.workshopAdmin)).statusCode).toBe(403);
    expect((await write(as.societyManager)).statusCode).toBe(403);
    expect((await write(as.anonymous)).statusCode).toBe(401);
    expect((await write(as.superAdmin)).statusCode).toBe(201);
    // Authentication comes before validation: a bad body without a token is still 401.
    expect((await as.anonymous.post(`${LIST}/${payment.id}/refund`, { amount_paise: 'lots' })).statusCode).toBe(401);
  });
});

describe('a workshop admin’s own books', () => {
  /** Every row a client's list holds for a filter, page by page. */
  async function rowsOf(client: ApiClient, query: string): Promise<{ rows: Transaction[]; total: number }> {
    const rows: Transaction[] = [];
    for (let page = 1; ; page++) {
      const body = (await client.get(`${LIST}?${query}${query ? '&' : ''}page=${page}&page_size=100`)).json();
      rows.push(...body.data);
      if (body.data.length < 100) return { rows, total: body.total };
    }
  }

  it('lists, totals and exports its own workshop’s transactions only: the super admin’s for that workshop', async () => {
    const own = await rowsOf(as.workshopAdmin, '');
    expect(own.total).toBeGreaterThan(0);
    expect(own.rows.every((t) => t.workshop.id === SEED.ownWorkshopId)).toBe(true);
    const asSuper = await rowsOf(as.superAdmin, `workshop_id=${SEED.ownWorkshopId}`);
    expect(own.rows.map((t) => t.id)).toEqual(asSuper.rows.map((t) => t.id));
    // Asking for another workshop's filters its own rows by it: nothing.
    expect((await rowsOf(as.workshopAdmin, `workshop_id=${SEED.otherWorkshopId}`)).total).toBe(0);

    const totals = (await as.workshopAdmin.get(`${LIST}/totals`)).json();
    expect(totals).toEqual((await as.superAdmin.get(`${LIST}/totals?workshop_id=${SEED.ownWorkshopId}`)).json());
    expect(totals.count).toBe(own.rows.filter((t) => t.status === 'success').length);

    const csv = (await as.workshopAdmin.get('/api/v1/transactions.csv?columns=code,workshop')).body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(csv).toHaveLength(own.total + 1);
    expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(own.rows.map((t) => t.code));
  });

  it('opens its own transaction; another workshop’s answers 404, as one that does not exist', async () => {
    const own = (await as.workshopAdmin.get(`${LIST}?page_size=1`)).json().data[0] as Transaction;
    expect((await as.workshopAdmin.get(`${LIST}/${own.id}`)).json().id).toBe(own.id);
    const other = (await as.superAdmin.get(`${LIST}?workshop_id=${SEED.otherWorkshopId}&kind=payment&page_size=1`)).json().data[0] as Transaction;
    const response = await as.workshopAdmin.get(`${LIST}/${other.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    // A refund of it is refused before anything is looked up, and changes nothing.
    expect((await refund(as.workshopAdmin, other.id, { amount_paise: 100, version: other.version })).statusCode).toBe(403);
    expect((await details(other.id)).version).toBe(other.version);
  });
});

describe('the list', () => {
  it('answers the seeded payments and refunds newest first, with codes, request, workshop and refund amounts', async () => {
    const body = (await as.superAdmin.get(LIST)).json();
    expect(body.total).toBeGreaterThan(100);
    expect(body.page_size).toBe(25);
    const rows = body.data as Transaction[];
    expect(rows.map((t) => t.created_at)).toEqual([...rows.map((t) => t.created_at)].sort().reverse());
    const payment = await paymentOfCompletedRequest();
    expect(payment).toMatchObject({
      code: transactionCode(payment.id),
      request: { id: DEMO_REQUEST_IDS.completed, code: 'SR-000009' },
      workshop: { id: SEED.ownWorkshopId },
      kind: 'payment',
      method: 'card',
      status: 'success',
      refunded_paise: 0,
      refundable_paise: payment.amount_paise,
      refund_of_id: null,
    });
    const refunds = (await allRows('kind=refund')).rows;
    expect(refunds.length).toBeGreaterThan(0);
    for (const r of refunds) {
      expect(r).toMatchObject({ kind: 'refund', refundable_paise: 0, refunded_paise: 0 });
      expect(r.refund_of_id).not.toBeNull();
    }
    const parent = await details(refunds[0]!.refund_of_id!);
    expect(parent.refunded_paise).toBe(parent.refunds.filter((r) => r.status === 'success').reduce((sum, r) => sum + r.amount_paise, 0));
    expect(parent.refundable_paise).toBe(parent.amount_paise - parent.refunded_paise);
  });

  it('filters by kind, method, status, workshop and India date range', async () => {
    const failedId = await insertPayment('failed');
    const upi = (await allRows('method=upi&kind=payment')).rows;
    expect(upi.length).toBeGreaterThan(0);
    expect(upi.every((t) => t.method === 'upi' && t.kind === 'payment')).toBe(true);
    const failed = (await allRows('status=failed')).rows;
    expect(failed.map((t) => t.id)).toEqual([failedId]);
    const other = (await allRows(`workshop_id=${SEED.otherWorkshopId}`)).rows;
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((t) => t.workshop.id === SEED.otherWorkshopId)).toBe(true);

    const all = (await allRows('')).rows;
    const day = indiaDate(all[Math.floor(all.length / 2)]!.created_at);
    const inRange = (await allRows(`from=${day}&to=${day}`)).rows;
    expect(inRange.length).toBe(all.filter((t) => indiaDate(t.created_at) === day).length);
    expect(inRange.length).toBeGreaterThan(0);
    const fromOnly = (await allRows(`from=${day}`)).total;
    expect(fromOnly).toBe(all.filter((t) => indiaDate(t.created_at) >= day).length);
  });

  it('searches transaction codes, request codes and gateway references', async () => {
    const payment = await paymentOfCompletedRequest();
    expect((await allRows(`q=${payment.code}`)).rows.map((t) => t.id)).toEqual([payment.id]);
    expect((await allRows(`q=TX-${payment.id}`)).rows.map((t) => t.id)).toEqual([payment.id]);
    expect((await allRows(`q=${payment.gateway_ref}`)).rows.map((t) => t.id)).toEqual([payment.id]);
    const prefix = (await allRows('q=pay_SR00001')).rows;
    expect(prefix.length).toBeGreaterThan(1);
    expect(prefix.every((t) => t.gateway_ref!.startsWith('pay_SR00001'))).toBe(true);
    const byRequest = (await allRows('q=sr-000009')).rows;
    expect(byRequest.every((t) => t.request?.code === 'SR-000009')).toBe(true);
    expect((await allRows('q=nothing-like-this')).total).toBe(0);
  });

  it('sorts by amount and refuses unknown sorts, bad enums and a reversed range with 400', async () => {
    const rows = (await as.superAdmin.get(`${LIST}?sort=amount_paise&page_size=50`)).json().data as Transaction[];
    expect(rows.map((t) => t.amount_paise)).toEqual([...rows.map((t) => t.amount_paise)].sort((a, b) => a - b));
    const bad = await as.superAdmin.get(`${LIST}?sort=gateway_ref`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('sort');
    expect((await as.superAdmin.get(`${LIST}?kind=gift`)).statusCode).toBe(400);
    const reversed = await as.superAdmin.get(`${LIST}/totals?from=2026-01-10&to=2026-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details[0].field).toBe('to');
  });
});

describe('totals', () => {
  it.each(['', `workshop_id=${SEED.ownWorkshopId}`, 'method=upi', 'kind=refund', 'status=failed', 'q=SR-0000'])(
    'equal the sums of the successful rows of the filtered list (%j)',
    async (query) => {
      await insertPayment('failed', 70_000);
      await insertPayment('pending', 80_000);
      const { rows } = await allRows(query);
      const successful = rows.filter((t) => t.status === 'success');
      const sum = (kind: string) => successful.filter((t) => t.kind === kind).reduce((total, t) => total + t.amount_paise, 0);
      const totals = (await as.superAdmin.get(`${LIST}/totals${query ? `?${query}` : ''}`)).json();
      expect(totals).toEqual({ payments_paise: sum('payment'), refunds_paise: sum('refund'), net_paise: sum('payment') - sum('refund'), count: successful.length });
    },
  );
});

describe('refunds', () => {
  it('refunds part, then the rest; the request becomes partially refunded, then refunded; versions bump; audit written', async () => {
    const payment = await paymentOfCompletedRequest();
    expect(await paymentStatusOf(DEMO_REQUEST_IDS.completed)).toBe('paid');
    const requestVersion = (await as.superAdmin.get(`/api/v1/requests/${DEMO_REQUEST_IDS.completed}`)).json().version;

    const partial = await refund(as.superAdmin, payment.id, { amount_paise: 10_050, version: payment.version });
    expect(partial.statusCode).toBe(201);
    const afterPartial = partial.json() as TransactionDetails;
    expect(afterPartial).toMatchObject({ id: payment.id, refunded_paise: 10_050, refundable_paise: payment.amount_paise - 10_050, version: payment.version + 1 });
    expect(afterPartial.refunds).toHaveLength(1);
    const first = afterPartial.refunds[0]!;
    expect(first).toMatchObject({ kind: 'refund', method: 'card', status: 'success', amount_paise: 10_050, refund_of_id: payment.id, note: 'Interior vacuum skipped', created_by: { id: 1 }, request: { id: DEMO_REQUEST_IDS.completed } });
    const request = (await as.superAdmin.get(`/api/v1/requests/${DEMO_REQUEST_IDS.completed}`)).json();
    expect(request.payment_status).toBe('partially_refunded');
    expect(request.version).toBe(requestVersion + 1);
    expect((await details(first.id)).refund_of).toMatchObject({ id: payment.id, refunded_paise: 10_050 });

    const [event] = await ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'transaction.refund'), eq(auditEvents.entityId, first.id)));
    expect(event).toMatchObject({
      actorId: 1,
      entity: 'transaction',
      changes: { paymentId: payment.id, amountPaise: 10_050, refundedPaise: { from: 0, to: 10_050 }, paymentStatus: { from: 'paid', to: 'partially_refunded' } },
    });

    const rest = await refund(as.superAdmin, payment.id, { amount_paise: payment.amount_paise - 10_050, version: afterPartial.version, note: 'Customer unhappy' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toMatchObject({ refunded_paise: payment.amount_paise, refundable_paise: 0 });
    expect(rest.json().refunds).toHaveLength(2);
    expect(await paymentStatusOf(DEMO_REQUEST_IDS.completed)).toBe('refunded');

    const more = await refund(as.superAdmin, payment.id, { amount_paise: 1, version: rest.json().version });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('REFUND_TOO_LARGE');
    expect(more.json().message).toContain('₹0');
  });

  it('refuses more than paid minus refunded with 409 REFUND_TOO_LARGE naming the refundable ₹ amount', async () => {
    const payment = await paymentOfCompletedRequest();
    const over = await refund(as.superAdmin, payment.id, { amount_paise: payment.amount_paise + 1, version: payment.version });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 'REFUND_TOO_LARGE', message: refundTooLargeMessage(payment.amount_paise) });
    expect(over.json().message).toContain(formatInr(payment.amount_paise));
    await refund(as.superAdmin, payment.id, { amount_paise: 20_000, version: payment.version });
    const overRest = await refund(as.superAdmin, payment.id, { amount_paise: payment.amount_paise - 20_000 + 1, version: payment.version + 1 });
    expect(overRest.json()).toEqual({ code: 'REFUND_TOO_LARGE', message: refundTooLargeMessage(payment.amount_paise - 20_000) });
    expect((await details(payment.id)).refunds).toHaveLength(1);
  });

  it('refuses to refund a refund, a failed or a pending payment (409 INVALID_TRANSITION); stale version 409; missing 404; bad body 400', async () => {
    const seededRefund = (await allRows('kind=refund')).rows[0]!;
    const ofRefund = await refund(as.superAdmin, seededRefund.id, { amount_paise: 1, version: seededRefund.version });
    expect(ofRefund.statusCode).toBe(409);
    expect(ofRefund.json()).toMatchObject({ code: 'INVALID_TRANSITION', message: 'This transaction is a refund; only payments can be refunded' });
    for (const status of ['failed', 'pending'] as const) {
      const id = await insertPayment(status);
      const answer = await refund(as.superAdmin, id, { amount_paise: 1, version: 1 });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'INVALID_TRANSITION', message: `This payment is ${status}; only successful payments can be refunded` });
    }
    const payment = await paymentOfCompletedRequest();
    const stale = await refund(as.superAdmin, payment.id, { amount_paise: 100, version: payment.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await refund(as.superAdmin, 999_999, { amount_paise: 100, version: 1 })).statusCode).toBe(404);
    expect((await as.superAdmin.get(`${LIST}/999999`)).statusCode).toBe(404);
    const noNote = await as.superAdmin.post(`${LIST}/${payment.id}/refund`, { amount_paise: 100, version: payment.version, note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().details[0].field).toBe('note');
    const zero = await refund(as.superAdmin, payment.id, { amount_paise: 0, version: payment.version });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details[0].field).toBe('amount_paise');
    expect((await details(payment.id)).refunds).toHaveLength(0);
  });

  it('a payment with no request is refunded without touching any request', async () => {
    const id = await insertPayment('success', 40_000);
    const answer = await refund(as.superAdmin, id, { amount_paise: 40_000, version: 1 });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ request: null, refundable_paise: 0, refunds: [{ request: null, amount_paise: 40_000, method: 'upi' }] });
  });

  it('two concurrent refunds that together exceed the refundable amount: exactly one succeeds', async () => {
    const payment = await paymentOfCompletedRequest();
    const share = Math.ceil(payment.amount_paise * 0.6);
    const answers = await Promise.all([
      refund(as.superAdmin, payment.id, { amount_paise: share, version: payment.version }),
      refund(as.superAdmin, payment.id, { amount_paise: share, version: payment.version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ code: 'REFUND_TOO_LARGE', message: refundTooLargeMessage(payment.amount_paise - share) });
    const after = await details(payment.id);
    expect(after.refunds).toHaveLength(1);
    expect(after.refunded_paise).toBe(share);
    expect(await paymentStatusOf(DEMO_REQUEST_IDS.completed)).toBe('partially_refunded');
  });

  it('refunds show in the list, the totals and the request’s payments', async () => {
    const payment = await paymentOfCompletedRequest();
    const before = (await as.superAdmin.get(`${LIST}/totals`)).json();
    await refund(as.superAdmin, payment.id, { amount_paise: 5_000, version: payment.version });
    const after = (await as.superAdmin.get(`${LIST}/totals`)).json();
    expect(after).toEqual({ payments_paise: before.payments_paise, refunds_paise: before.refunds_paise + 5_000, net_paise: before.net_paise - 5_000, count: before.count + 1 });
    const newest = (await as.superAdmin.get(LIST)).json().data[0];
    expect(newest).toMatchObject({ kind: 'refund', amount_paise: 5_000, refund_of_id: payment.id });
    const requestPayments = (await as.superAdmin.get(`/api/v1/requests/${DEMO_REQUEST_IDS.completed}`)).json().payments;
    expect(requestPayments.map((p: { kind: string }) => p.kind)).toEqual(['payment', 'refund']);
  });
});

describe('CSV export', () => {
  it('exports exactly the filtered rows with readable headers and rupee amounts', async () => {
    const query = `workshop_id=${SEED.ownWorkshopId}&kind=payment`;
    const response = await as.superAdmin.get(`/api/v1/transactions.csv?${query}&sort=amount_paise`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="transactions-2026-01-15.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Code,Created at (India time),Kind,Method,Amount (₹),Status,Workshop,Request,Gateway reference,Refund of,Refunded (₹),Note,Created by');
    const { rows, total } = await allRows(query);
    expect(lines.length - 1).toBe(total);
    const cheapest = [...rows].sort((a, b) => a.amount_paise - b.amount_paise || a.id - b.id)[0]!;
    // India time is UTC + 5:30; codes become words (upi → UPI, success → Successful).
    const indiaTime = new Date(Date.parse(cheapest.created_at) + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    const method = { upi: 'UPI', card: 'Card', netbanking: 'Net banking', cash: 'Cash', wallet: 'Wallet' }[cheapest.method!];
    expect(lines[1]!.startsWith(`${cheapest.code},${indiaTime},Payment,${method},${cheapest.amount_paise / 100},Successful,`)).toBe(true);
  });

  it('exports nothing but the header when nothing matches', async () => {
    const response = await as.superAdmin.get('/api/v1/transactions.csv?q=nothing-like-this');
    expect(response.body.trimEnd().split('\r\n')).toHaveLength(1);
  });
});

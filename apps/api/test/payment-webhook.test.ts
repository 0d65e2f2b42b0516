import type { PaymentWebhookResponse } from '@carcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { invoices, paymentEvents, serviceRequests, transactions } from '../src/db/schema';
import { signatureOf } from '../src/modules/payments/webhook-signature';
import type { DemoClients } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';
import { testConfig } from './test-app';

const SECRET = 'whsec_test_0123456789abcdef';
let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite(
  (context, clients) => {
    ctx = context;
    as = clients;
  },
  { PAYMENT_WEBHOOK_SECRET: SECRET },
);

const URL = '/api/v1/payments/webhook';

function post(body: string, signature: string | null, header = 'x-webhook-signature') {
  return ctx.app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [header]: signature }) }, payload: body });
}

const signed = (event: unknown) => {
  const body = JSON.stringify(event);
  return post(body, signatureOf(SECRET, body));
};

const captured = (id: string, amount: number, code: string, method = 'upi') => ({ event: 'payment.captured', payload: { payment: { entity: { id, amount, currency: 'INR', method, notes: { request_code: code } } } } });
const refunded = (id: string, paymentId: string, amount: number) => ({ event: 'refund.processed', payload: { refund: { entity: { id, payment_id: paymentId, amount } } } });

async function unpaidRequest() {
  const [request] = await ctx.database.db
    .select({ id: serviceRequests.id, code: serviceRequests.code, amount: serviceRequests.amountPaise })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.paymentStatus, 'unpaid'), sql`${serviceRequests.status} in ('pending', 'accepted', 'assigned')`))
    .orderBy(serviceRequests.id)
    .limit(1);
  return request!;
}

async function counts() {
  const [row] = ((await ctx.database.db.execute(sql`select (select count(*) from transactions)::int as transactions, (select count(*) from payment_events)::int as events, (select count(*) from invoices)::int as documents`)) as unknown as { rows: { transactions: number; events: number; documents: number }[] }).rows;
  return row!;
}

describe('the signature', () => {
  it('answers 401 and changes nothing for a missing, wrong or other body’s signature', async () => {
    const request = await unpaidRequest();
    const body = JSON.stringify(captured('pay_SIG001', request.amount, request.code));
    const before = await counts();
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, 'not-hex')).statusCode).toBe(401);
    expect((await post(body, signatureOf('another-secret-0123456789', body))).statusCode).toBe(401);
    const response = await post(body, signatureOf(SECRET, `${body} `));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'The webhook signature is missing or wrong' });
    expect(await counts()).toEqual(before);
    expect((await ctx.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id)))[0]!.paymentStatus).toBe('unpaid');
  });

  it('checks the bytes as sent, and takes Razorpay’s header name too', async () => {
    const request = await unpaidRequest();
    // Spacing the console would never send: the signature is of these bytes, not of a re-serialised object.
    const body = `{ "event": "payment.captured",  "payload": { "payment": { "entity": { "id": "pay_RAW001", "amount": ${request.amount}, "currency": "INR", "method": "card", "notes": { "request_code": "${request.code}" } } } } }`;
    const response = await post(body, signatureOf(SECRET, body), 'x-razorpay-signature');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'applied' });
  });

  it('is off (404) on a server without a secret', async () => {
    const app = await buildApp({ config: testConfig(), db: ctx.database.db, clock: ctx.clock, sms: ctx.sms, logger: false });
    const body = JSON.stringify(captured('pay_OFF001', 100, 'SR-000001'));
    const response = await app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json', 'x-webhook-signature': signatureOf(SECRET, body) }, payload: body });
    await app.close();
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('PAYMENT_WEBHOOK_SECRET');
  });
});

describe('a captured payment', () => {
  it('marks the request paid, with its invoice, once however often it is delivered', async () => {
    const request = await unpaidRequest();
    const response = await signed(captured('pay_CAP001', request.amount, request.code));
    expect(response.statusCode, response.body).toBe(200);
    const result: PaymentWebhookResponse = response.json();
    expect(result.status).toBe('applied');
    const [payment] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, result.transaction_id!));
    expect(payment).toMatchObject({ requestId: request.id, kind: 'payment', method: 'upi', amountPaise: request.amount, status: 'success', gatewayRef: 'pay_CAP001', createdBy: null });
    expect((await ctx.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id)))[0]!.paymentStatus).toBe('paid');
    const documents = await ctx.database.db.select().from(invoices).where(eq(invoices.transactionId, payment!.id));
    expect(documents).toHaveLength(1);
    expect(documents[0]!.totalPaise).toBe(request.amount);

    const before = await counts();
    const again = await signed(captured('pay_CAP001', request.amount, request.code));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'duplicate', transaction_id: payment!.id });
    expect(await counts()).toEqual(before);
  });

  it('records one payment when the same event arrives many times at once', async () => {
    const request = await unpaidRequest();
    const responses = await Promise.all(Array.from({ length: 10 }, () => signed(captured('pay_RACE01', request.amount, request.code))));
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    expect(responses.filter((r) => r.json().status === 'applied')).toHaveLength(1);
    expect(await ctx.database.db.select().from(transactions).where(eq(transactions.gatewayRef, 'pay_RACE01'))).toHaveLength(1);
  });

  it('is kept but records nothing when it names no known request', async () => {
    const before = await counts();
    const response = await signed(captured('pay_NOREQ1', 50_000, 'SR-999999'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ignored', message: 'No request SR-999999: payment pay_NOREQ1 was not recorded', transaction_id: null });
    expect(await counts()).toEqual({ ...before, events: before.events + 1 });
  });

  it('is not undone by a failure that arrives after it', async () => {
    const request = await unpaidRequest();
    await signed(captured('pay_LATEF1', request.amount, request.code));
    const failed = await signed({ event: 'payment.failed', payload: { payment: { entity: { id: 'pay_LATEF1', amount: request.amount, method: 'upi' } } } });
    expect(failed.json()).toMatchObject({ status: 'ignored', message: 'Payment pay_LATEF1 was captured; its failure is out of date' });
    expect((await ctx.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id)))[0]!.paymentStatus).toBe('paid');
  });
});

describe('a processed refund', () => {
  it('records the refund with its credit note', async () => {
    const request = await unpaidRequest();
    await signed(captured('pay_REF001', request.amount, request.code));
    const response = await signed(refunded('rfnd_REF001', 'pay_REF001', 10_000));
    expect(response.statusCode, response.body).toBe(200);
    const refund = (await ctx.database.db.select().from(transactions).where(eq(transactions.id, response.json().transaction_id)))[0]!;
    expect(refund).toMatchObject({ kind: 'refund', amountPaise: 10_000, gatewayRef: 'rfnd_REF001', status: 'success' });
    expect((await ctx.database.db.select().from(invoices).where(eq(invoices.transactionId, refund.id)))[0]).toMatchObject({ kind: 'credit_note', totalPaise: 10_000 });
    expect((await ctx.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id)))[0]!.paymentStatus).toBe('partially_refunded');
    expect((await signed(refunded('rfnd_REF001', 'pay_REF001', 10_000))).json()).toMatchObject({ status: 'duplicate' });
  });

  it('waits (202) when it arrives before its payment, and is applied with the payment', async () => {
    const request = await unpaidRequest();
    const early = await signed(refunded('rfnd_EARLY1', 'pay_EARLY1', request.amount));
    expect(early.statusCode).toBe(202);
    expect(early.json()).toMatchObject({ status: 'waiting', transaction_id: null });
    expect(await ctx.database.db.select().from(transactions).where(eq(transactions.gatewayRef, 'rfnd_EARLY1'))).toHaveLength(0);

    expect((await signed(captured('pay_EARLY1', request.amount, request.code))).json()).toMatchObject({ status: 'applied' });
    const [refund] = await ctx.database.db.select().from(transactions).where(eq(transactions.gatewayRef, 'rfnd_EARLY1'));
    expect(refund).toMatchObject({ kind: 'refund', amountPaise: request.amount });
    expect((await ctx.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id)))[0]!.paymentStatus).toBe('refunded');
    const [event] = await ctx.database.db.select().from(paymentEvents).where(and(eq(paymentEvents.event, 'refund.processed'), eq(paymentEvents.gatewayId, 'rfnd_EARLY1')));
    expect(event).toMatchObject({ status: 'applied', transactionId: refund!.id });
  });

  it('is kept but not recorded when it is more than is left to refund', async () => {
    const request = await unpaidRequest();
    await signed(captured('pay_OVER01', request.amount, request.code));
    const response = await signed(refunded('rfnd_OVER01', 'pay_OVER01', request.amount + 1));
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ignored');
    expect(response.json().message).toContain('rfnd_OVER01 was not recorded');
    expect(await ctx.database.db.select().from(transactions).where(eq(transactions.gatewayRef, 'rfnd_OVER01'))).toHaveLength(0);
  });
});

describe('bad bodies with a good signature', () => {
  it('answers 400 for JSON that is not, and for an event in the wrong shape, with field codes', async () => {
    const notJson = '{"event": ';
    expect((await post(notJson, signatureOf(SECRET, notJson))).json()).toMatchObject({ code: 'MALFORMED_JSON' });
    const dollars = await signed({ ...captured('pay_USD001', 100, 'SR-000001'), payload: { payment: { entity: { id: 'pay_USD001', amount: 100, currency: 'USD', method: 'upi' } } } });
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().details[0]).toMatchObject({ field: 'payload.payment.entity.currency', message: 'currency must be INR' });
    const unknown = await signed({ event: 'order.paid', payload: {} });
    expect(unknown.statusCode).toBe(400);
  });

  it('is not a staff endpoint: a bearer token does not stand in for the signature', async () => {
    const request = await unpaidRequest();
    const response = await as.superAdmin.post(URL, captured('pay_TOKEN1', request.amount, request.code));
    expect(response.statusCode).toBe(401);
  });
});

import type { PaymentWebhook, PaymentWebhookResponse } from '@carcare/contracts';
import { formatInr, requestCode } from '@carcare/contracts';
import { and, eq } from 'drizzle-orm';
import { auditChange } from '../../db/audit-trail';
import type { Db } from '../../db/client';
import { paymentEvents, serviceRequests, transactions } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { HttpError } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import { issueDocumentFor } from '../invoices/invoice-service';
import { recordRefund, refreshPaymentStatus } from '../transactions/transaction-service';

/** The gateway acts for nobody on the staff: its writes are audited without an admin. */
const GATEWAY: Actor = { id: null, ip: null };

type Outcome = PaymentWebhookResponse;
const outcome = (status: Outcome['status'], message: string, transactionId: number | null = null): Outcome => ({ status, message, transaction_id: transactionId });

const REQUEST_CODE = /^SR-?(\d{1,9})$/i;

/**
 * Applies one gateway event (DESIGN §8), once: the event is recorded by its name and the gateway's
 * id in the same transaction as what it does, so a second delivery, even at the same moment, finds
 * it and changes nothing. Events may arrive in any order: a refund before its payment waits and is
 * applied with the payment; a failure after the capture is ignored.
 */
export async function applyGatewayEvent(db: Db, event: PaymentWebhook, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const { gatewayId, paymentGatewayId } = idsOf(event);
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ event: event.event, gatewayId, paymentGatewayId, payload: event, status: 'ignored', receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) {
      const [earlier] = await tx.select().from(paymentEvents).where(and(eq(paymentEvents.event, event.event), eq(paymentEvents.gatewayId, gatewayId)));
      return outcome('duplicate', `Event ${event.event} of ${gatewayId} was already received (${earlier?.status ?? 'recorded'})`, earlier?.transactionId ?? null);
    }
    const result = await applyEvent(tx, event, now);
    await tx
      .update(paymentEvents)
      .set({ status: result.status === 'duplicate' ? 'ignored' : result.status, message: result.message, transactionId: result.transaction_id, appliedAt: result.status === 'applied' ? now : null })
      .where(eq(paymentEvents.id, recorded.id));
    return result;
  });
}

function idsOf(event: PaymentWebhook): { gatewayId: string; paymentGatewayId: string | null } {
  if (event.event === 'refund.processed') return { gatewayId: event.payload.refund.entity.id, paymentGatewayId: event.payload.refund.entity.payment_id };
  return { gatewayId: event.payload.payment.entity.id, paymentGatewayId: null };
}

async function applyEvent(tx: Tx, event: PaymentWebhook, now: Date): Promise<Outcome> {
  switch (event.event) {
    case 'payment.captured':
      return capturePayment(tx, event.payload.payment.entity, now);
    case 'payment.failed':
      return failPayment(tx, event.payload.payment.entity.id);
    case 'refund.processed':
      return refundByGateway(tx, event.payload.refund.entity, now);
  }
}

type CapturedPayment = Extract<PaymentWebhook, { event: 'payment.captured' }>['payload']['payment']['entity'];

/**
 * A captured payment is money received: it is recorded against its request whatever the request's
 * state (a request already paid gets a second payment, for staff to refund), with its invoice,
 * and the request's payment status follows. Refunds that arrived before it are applied after it.
 */
async function capturePayment(tx: Tx, payment: CapturedPayment, now: Date): Promise<Outcome> {
  const [known] = await tx.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.gatewayRef, payment.id), eq(transactions.kind, 'payment')));
  if (known) return outcome('ignored', `Payment ${payment.id} is already recorded`, known.id);
  const code = String(payment.notes?.request_code ?? '').trim();
  const match = REQUEST_CODE.exec(code);
  const [request] = match
    ? await tx.select({ id: serviceRequests.id, workshopId: serviceRequests.workshopId, code: serviceRequests.code }).from(serviceRequests).where(eq(serviceRequests.code, requestCode(Number(match[1])))).for('update')
    : [];
  if (!request) return outcome('ignored', code ? `No request ${code}: payment ${payment.id} was not recorded` : `Payment ${payment.id} names no request (notes.request_code)`);

  const [created] = await tx
    .insert(transactions)
    .values({
      requestId: request.id,
      workshopId: request.workshopId,
      kind: 'payment',
      method: payment.method,
      amountPaise: payment.amount,
      status: 'success',
      gatewayRef: payment.id,
      note: `Paid online (${payment.method}), reported by the payment gateway`,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: transactions.id });
  const paymentStatus = await refreshPaymentStatus(tx, request.id, now);
  // Its tax invoice (or bill of supply), numbered in this transaction.
  await issueDocumentFor(tx, created!.id);
  await auditChange(tx, { actor: GATEWAY, now, action: 'transaction.gateway_payment', entity: 'transaction', entityId: created!.id, changes: { requestId: request.id, amountPaise: payment.amount, gatewayRef: payment.id, ...(paymentStatus ? { paymentStatus } : {}) } });

  const waiting = await tx.select().from(paymentEvents).where(and(eq(paymentEvents.paymentGatewayId, payment.id), eq(paymentEvents.status, 'waiting'))).orderBy(paymentEvents.id);
  for (const parked of waiting) {
    const refund = (parked.payload as Extract<PaymentWebhook, { event: 'refund.processed' }>).payload.refund.entity;
    const result = await refundByGateway(tx, refund, now);
    await tx
      .update(paymentEvents)
      .set({ status: result.status === 'duplicate' ? 'ignored' : result.status, message: result.message, transactionId: result.transaction_id, appliedAt: result.status === 'applied' ? now : null })
      .where(eq(paymentEvents.id, parked.id));
  }
  return outcome('applied', `Payment ${payment.id} of ${formatInr(payment.amount)} recorded for ${request.code}`, created!.id);
}

/** A failure tells nothing new of a payment never captured, and must not undo one that was. */
async function failPayment(tx: Tx, gatewayId: string): Promise<Outcome> {
  const [known] = await tx.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.gatewayRef, gatewayId), eq(transactions.kind, 'payment')));
  return outcome('ignored', known ? `Payment ${gatewayId} was captured; its failure is out of date` : `Payment ${gatewayId} failed; nothing was recorded`, known?.id ?? null);
}

type ProcessedRefund = Extract<PaymentWebhook, { event: 'refund.processed' }>['payload']['refund']['entity'];

async function refundByGateway(tx: Tx, refund: ProcessedRefund, now: Date): Promise<Outcome> {
  const [payment] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.gatewayRef, refund.payment_id), eq(transactions.kind, 'payment')))
    .for('update');
  if (!payment) return outcome('waiting', `Refund ${refund.id} waits for payment ${refund.payment_id}, not received yet`);
  const [known] = await tx.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.gatewayRef, refund.id), eq(transactions.kind, 'refund')));
  if (known) return outcome('ignored', `Refund ${refund.id} is already recorded`, known.id);
  try {
    const id = await recordRefund(tx, payment, { amountPaise: refund.amount, note: `Refunded by the payment gateway (${refund.id})`, gatewayRef: refund.id }, GATEWAY, now);
    return outcome('applied', `Refund ${refund.id} of ${formatInr(refund.amount)} recorded`, id);
  } catch (error) {
    // More than is left to refund, or a payment that is not a successful one: the gateway's word is
    // kept with the event for staff to look into, and the ledger is not pushed past what was paid.
    if (error instanceof HttpError && error.statusCode === 409) return outcome('ignored', `Refund ${refund.id} was not recorded: ${error.message}`);
    throw error;
  }
}

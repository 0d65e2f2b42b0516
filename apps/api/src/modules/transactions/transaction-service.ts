import type { PaymentStatus, refundBodySchema } from '@carcare/contracts';
import { refundableAmount, refundTooLargeMessage } from '@carcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { serviceRequests, transactions } from '../../db/schema';
import type { TransactionRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/transaction';
import { auditChange } from '../../db/audit-trail';
import { expectVersion, lockRow, updateVersioned } from '../../db/versioned-write';
import { conflict } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import { issueDocumentFor } from '../invoices/invoice-service';

type RefundBody = z.output<typeof refundBodySchema>;

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

/** The successful refunds of one payment, summed. */
async function refundedOf(tx: Executor, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${transactions.amountPaise}), 0)::bigint` })
    .from(transactions)
    .where(and(eq(transactions.refundOfId, paymentId), eq(transactions.kind, 'refund'), eq(transactions.status, 'success')));
  return Number(row?.total ?? 0);
}

/** A request's payment status from all its successful payments and refunds. */
async function paymentStatusOf(tx: Executor, requestId: number): Promise<PaymentStatus> {
  const [row] = await tx
    .select({
      paid: sql<string>`coalesce(sum(${transactions.amountPaise}) filter (where ${transactions.kind} = 'payment'), 0)::bigint`,
      refunded: sql<string>`coalesce(sum(${transactions.amountPaise}) filter (where ${transactions.kind} = 'refund'), 0)::bigint`,
    })
    .from(transactions)
    .where(and(eq(transactions.requestId, requestId), eq(transactions.status, 'success')));
  const paid = Number(row?.paid ?? 0);
  const refunded = Number(row?.refunded ?? 0);
  if (paid === 0) return 'unpaid';
  if (refunded === 0) return 'paid';
  return refunded >= paid ? 'refunded' : 'partially_refunded';
}

/** Refunds part or all of a successful payment, as staff: locks it and records the refund (recordRefund). Returns the refund's id. */
export async function refundPayment(db: Db, paymentId: number, body: RefundBody, actor: Actor, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const payment = await lockRow(tx, transactions, { id: paymentId, notFound: TRANSACTION_NOT_FOUND });
    return recordRefund(tx, payment, { amountPaise: body.amount_paise, note: body.note, gatewayRef: null, version: body.version }, actor, now);
  });
}

export interface RefundInput {
  amountPaise: number;
  note: string;
  /** The gateway's id of a refund it processed; null for one recorded by staff. */
  gatewayRef: string | null;
  /** Staff refund against the payment as they saw it; a gateway's refund has none. */
  version?: number;
}

/**
 * Records a successful refund of a payment the caller has locked (SELECT … FOR UPDATE), so
 * concurrent refunds of one payment run one after the other and each sees what the previous one
 * refunded: together they never exceed the amount paid. The amount is checked before the version,
 * so a refund that is too large says how much is left rather than "reload". Updates the request's
 * payment status, issues the credit note and audits it, all in the caller's transaction.
 */
export async function recordRefund(tx: Tx, payment: TransactionRow, input: RefundInput, actor: Actor, now: Date): Promise<number> {
  if (payment.kind !== 'payment') throw conflict('INVALID_TRANSITION', `This transaction is a ${payment.kind}; only payments can be refunded`);
  if (payment.status !== 'success') throw conflict('INVALID_TRANSITION', `This payment is ${payment.status}; only successful payments can be refunded`);
  const refundedBefore = await refundedOf(tx, payment.id);
  const refundable = refundableAmount(payment.amountPaise, refundedBefore);
  if (input.amountPaise > refundable) throw conflict('REFUND_TOO_LARGE', refundTooLargeMessage(refundable));
  if (input.version !== undefined) expectVersion(payment.version, input.version);

  const [created] = await tx
    .insert(transactions)
    .values({
      requestId: payment.requestId,
      workshopId: payment.workshopId,
      kind: 'refund',
      method: payment.method,
      amountPaise: input.amountPaise,
      status: 'success',
      gatewayRef: input.gatewayRef,
      note: input.note,
      refundOfId: payment.id,
      // A cash refund is given back by the worker who holds the payment's cash.
      workerId: payment.workerId,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: transactions.id });
  await updateVersioned(tx, transactions, payment, {}, now);
  const paymentStatus = payment.requestId !== null ? await refreshPaymentStatus(tx, payment.requestId, now) : null;

  // Its credit note, referring to the payment's invoice, numbered in this transaction (DESIGN §8).
  await issueDocumentFor(tx, created!.id);

  await auditChange(tx, {
    actor,
    now,
    action: 'transaction.refund',
    entity: 'transaction',
    entityId: created!.id,
    changes: {
      paymentId: payment.id,
      requestId: payment.requestId,
      amountPaise: input.amountPaise,
      refundedPaise: { from: refundedBefore, to: refundedBefore + input.amountPaise },
      ...(paymentStatus ? { paymentStatus } : {}),
      note: input.note,
    },
  });
  return created!.id;
}

/** Sets a request's payment status from its successful payments and refunds; the change, or null when the request is gone. */
export async function refreshPaymentStatus(tx: Executor, requestId: number, now: Date): Promise<{ from: string; to: PaymentStatus } | null> {
  const [request] = await tx.select({ paymentStatus: serviceRequests.paymentStatus }).from(serviceRequests).where(eq(serviceRequests.id, requestId)).for('update');
  if (!request) return null;
  const next = await paymentStatusOf(tx, requestId);
  await updateVersioned(tx, serviceRequests, { id: requestId }, { paymentStatus: next }, now);
  return { from: request.paymentStatus, to: next };
}

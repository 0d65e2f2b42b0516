import type { InvoiceKind } from '@carcare/contracts';
import { documentNumber, financialYearOf, sacOf, sameState, taxParts } from '@carcare/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { documentSeries, invoices, serviceRequests, services, societies, transactions, workshops } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/**
 * The next number of a document series, taken with one upsert in the caller's transaction. The
 * series row stays locked until that transaction ends, so concurrent payments of one workshop take
 * consecutive numbers one after another, and a payment that rolls back gives its number back: the
 * series has no gaps. The row is the last lock a payment or refund takes (after its request and
 * payment rows), so writers never wait on each other in a circle.
 */
async function nextInSeries(tx: Executor, workshopId: number, kind: InvoiceKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ workshopId, kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.workshopId, documentSeries.kind, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber })
    .prepare('document_next_in_series')
    .execute();
  return row!.lastNumber;
}

const existing = alias(invoices, 'existing');
const original = alias(invoices, 'original');

/**
 * Everything a transaction's document is made from, in one read: the transaction, the document it
 * may already have, and either its payment's document (a refund) or its request with workshop,
 * service and society (a payment). Named, so each connection parses and plans it once instead of
 * planning a seven-table join inside every payment.
 */
async function documentContext(tx: Executor, transactionId: number) {
  const [row] = await tx
    .select({
      transaction: { status: transactions.status, kind: transactions.kind, requestId: transactions.requestId, refundOfId: transactions.refundOfId, amountPaise: transactions.amountPaise, createdAt: transactions.createdAt },
      existingId: existing.id,
      original: { id: original.id, workshopId: original.workshopId, requestId: original.requestId, workshopName: original.workshopName, workshopAddress: original.workshopAddress, workshopState: original.workshopState, workshopGstin: original.workshopGstin, customerName: original.customerName, placeOfSupply: original.placeOfSupply, sac: original.sac, serviceName: original.serviceName, gstRate: original.gstRate },
      request: { id: serviceRequests.id, customerName: serviceRequests.customerName, customerState: serviceRequests.customerState },
      workshop: { id: workshops.id, name: workshops.name, gstin: workshops.gstin, addressLine: workshops.addressLine, city: workshops.city, state: workshops.state, pincode: workshops.pincode },
      service: { category: services.category, name: services.name, gstRate: services.gstRate },
      societyState: societies.state,
    })
    .from(transactions)
    .leftJoin(existing, eq(existing.transactionId, transactions.id))
    .leftJoin(original, eq(original.transactionId, transactions.refundOfId))
    .leftJoin(serviceRequests, eq(serviceRequests.id, transactions.requestId))
    .leftJoin(workshops, eq(workshops.id, serviceRequests.workshopId))
    .leftJoin(services, eq(services.id, serviceRequests.serviceId))
    .leftJoin(societies, eq(societies.id, serviceRequests.societyId))
    .where(eq(transactions.id, sql.placeholder('transactionId')))
    .prepare('document_context')
    .execute({ transactionId });
  return row;
}

/** A workshop's address on one line, as its documents print it. */
export function supplierAddress(workshop: { addressLine: string; city: string; state: string; pincode: string }): string {
  return [workshop.addressLine, workshop.city, workshop.state, workshop.pincode].join(', ');
}

/**
 * The place of supply of a request's job (DESIGN §8): a society job is in the society's state,
 * any other in the state the booking names, else in the workshop's.
 */
export function placeOfSupply(societyState: string | null, customerState: string | null, workshopState: string): string {
  return societyState ?? customerState ?? workshopState;
}

/**
 * Issues the document a transaction is owed, in the caller's transaction (DESIGN §8): a tax invoice
 * (or a bill of supply when the workshop has no GSTIN) for a successful payment of a request, a
 * credit note for a successful refund, referring to its payment's document and charged as that
 * document was. Anything else (a payout, a pending or failed payment, a payment of no request, a
 * transaction already documented) gets none: returns the document's id or null.
 */
export async function issueDocumentFor(tx: Executor, transactionId: number): Promise<number | null> {
  const context = await documentContext(tx, transactionId);
  if (!context) return null;
  const { transaction } = context;
  if (transaction.status !== 'success' || transaction.requestId === null) return null;
  if (context.existingId !== null) return context.existingId;
  const issuedAt = transaction.createdAt;
  const financialYear = financialYearOf(issuedAt);

  if (transaction.kind === 'refund') {
    const { original } = context;
    if (transaction.refundOfId === null || !original) return null;
    const parts = taxParts(transaction.amountPaise, original.gstRate, sameState(original.placeOfSupply, original.workshopState));
    const seq = await nextInSeries(tx, original.workshopId, 'credit_note', financialYear);
    return insertDocument(tx, {
      number: documentNumber('credit_note', original.workshopId, financialYear, seq),
      kind: 'credit_note',
      workshopId: original.workshopId,
      financialYear,
      seq,
      transactionId,
      requestId: original.requestId,
      refersToId: original.id,
      issuedAt,
      workshopName: original.workshopName,
      workshopAddress: original.workshopAddress,
      workshopState: original.workshopState,
      workshopGstin: original.workshopGstin,
      customerName: original.customerName,
      placeOfSupply: original.placeOfSupply,
      sac: original.sac,
      serviceName: original.serviceName,
      gstRate: original.gstRate,
      ...partsColumns(parts),
      totalPaise: transaction.amountPaise,
    });
  }
  const { request, workshop, service } = context;
  if (transaction.kind !== 'payment' || !request || !workshop || !service) return null;
  const kind: InvoiceKind = workshop.gstin ? 'tax_invoice' : 'bill_of_supply';
  // A supplier without a GSTIN charges no GST: the whole amount is the value of the supply.
  const gstRate = workshop.gstin ? service.gstRate : 0;
  const place = placeOfSupply(context.societyState, request.customerState, workshop.state);
  const parts = taxParts(transaction.amountPaise, gstRate, sameState(place, workshop.state));
  const seq = await nextInSeries(tx, workshop.id, kind, financialYear);
  return insertDocument(tx, {
    number: documentNumber(kind, workshop.id, financialYear, seq),
    kind,
    workshopId: workshop.id,
    financialYear,
    seq,
    transactionId,
    requestId: request.id,
    refersToId: null,
    issuedAt,
    workshopName: workshop.name,
    workshopAddress: supplierAddress(workshop),
    workshopState: workshop.state,
    workshopGstin: workshop.gstin,
    customerName: request.customerName,
    placeOfSupply: place,
    sac: sacOf(service.category),
    serviceName: service.name,
    gstRate,
    ...partsColumns(parts),
    totalPaise: transaction.amountPaise,
  });
}

/** Every document is inserted with the same columns, so one named statement serves them all. */
async function insertDocument(tx: Executor, values: Omit<typeof invoices.$inferInsert, 'id' | 'createdAt'>): Promise<number> {
  const [created] = await tx.insert(invoices).values(values).returning({ id: invoices.id }).prepare('document_insert').execute();
  return created!.id;
}

function partsColumns(parts: ReturnType<typeof taxParts>) {
  return { taxablePaise: parts.taxable_paise, cgstPaise: parts.cgst_paise, sgstPaise: parts.sgst_paise, igstPaise: parts.igst_paise };
}

import type { InvoiceKind } from '@carcare/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoices, serviceRequests } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import type { AccessScope } from '../scope/access-scope';
import { invoiceScope, whereAll } from '../scope/access-scope';

/** What a document's PDF prints: the row as issued (the service's name with it), with its request's vehicle. */
export interface InvoicePdfData {
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  workshopName: string;
  workshopAddress: string;
  workshopState: string;
  workshopGstin: string | null;
  customerName: string;
  placeOfSupply: string;
  sac: string;
  gstRate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  requestCode: string;
  serviceName: string;
  vehicle: string;
  registrationNumber: string;
  /** A credit note's original document. */
  refersTo: { number: string; issuedAt: Date } | null;
}

const referred = alias(invoices, 'referred');

/** One document in the caller's scope with what its PDF prints, or null (another workshop's is not found). */
export async function findInvoicePdfData(db: Executor, scope: AccessScope, id: number): Promise<InvoicePdfData | null> {
  const [row] = await db
    .select({
      invoice: invoices,
      requestCode: serviceRequests.code,
      vehicleMake: serviceRequests.vehicleMake,
      vehicleModel: serviceRequests.vehicleModel,
      registrationNumber: serviceRequests.registrationNumber,
      refersToNumber: referred.number,
      refersToIssuedAt: referred.issuedAt,
    })
    .from(invoices)
    .innerJoin(serviceRequests, eq(serviceRequests.id, invoices.requestId))
    .leftJoin(referred, eq(referred.id, invoices.refersToId))
    .where(whereAll(eq(invoices.id, id), invoiceScope(scope)))
    .limit(1);
  if (!row) return null;
  const d = row.invoice;
  return {
    number: d.number,
    kind: d.kind as InvoiceKind,
    issuedAt: d.issuedAt,
    workshopName: d.workshopName,
    workshopAddress: d.workshopAddress,
    workshopState: d.workshopState,
    workshopGstin: d.workshopGstin,
    customerName: d.customerName,
    placeOfSupply: d.placeOfSupply,
    sac: d.sac,
    gstRate: d.gstRate,
    taxablePaise: d.taxablePaise,
    cgstPaise: d.cgstPaise,
    sgstPaise: d.sgstPaise,
    igstPaise: d.igstPaise,
    totalPaise: d.totalPaise,
    requestCode: row.requestCode,
    serviceName: d.serviceName,
    vehicle: `${row.vehicleMake} ${row.vehicleModel}`.trim(),
    registrationNumber: row.registrationNumber,
    refersTo: row.refersToNumber !== null && row.refersToIssuedAt !== null ? { number: row.refersToNumber, issuedAt: row.refersToIssuedAt } : null,
  };
}

import type { Invoice, InvoiceListQuery } from '@carcare/contracts';
import { DEFAULT_INVOICE_SORT, requestCode } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { addDays, startOfIndiaDate } from '../../db/calendar';
import { invoices, serviceRequests } from '../../db/schema';
import type { InvoiceRow } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { refuseEndBeforeStart } from '../../http/http-error';
import { lookup, renderedColumns } from '../../http/list-page';
import { namedListReads } from '../../http/list-reads';
import type { AccessScope } from '../scope/access-scope';
import { invoiceScope, whereAll } from '../scope/access-scope';

export const INVOICE_NOT_FOUND = 'Invoice not found';

const SORTS = {
  issued_at: invoices.issuedAt,
  total_paise: invoices.totalPaise,
};
const ORDER = { id: invoices.id, sorts: SORTS, defaultSort: DEFAULT_INVOICE_SORT };

export type InvoiceListFilters = Omit<InvoiceListQuery, 'page' | 'page_size' | 'sort' | 'cursor'>;

const REQUEST_CODE_SEARCH = /^SR-?(\d{1,9})$/i;

/** The search box: a document's number or a request's code, exact (both through a unique index). */
function searchCondition(text: string): SQL | undefined {
  const q = text.trim().toUpperCase();
  if (q === '') return undefined;
  const request = REQUEST_CODE_SEARCH.exec(q);
  if (request) return eq(invoices.requestId, sql`(select ${serviceRequests.id} from ${serviceRequests} where ${serviceRequests.code} = ${requestCode(Number(request[1]))})`);
  return eq(invoices.number, q);
}

/** The list's scope and filters; only invoices columns, so a count needs no join. */
export function invoiceListWhere(scope: AccessScope, query: InvoiceListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [invoiceScope(scope)];
  if (query.kind) conditions.push(eq(invoices.kind, query.kind));
  if (query.request_id !== undefined) conditions.push(eq(invoices.requestId, query.request_id));
  if (query.workshop_id !== undefined) conditions.push(eq(invoices.workshopId, query.workshop_id));
  if (query.from) conditions.push(sql`${invoices.issuedAt} >= ${startOfIndiaDate(query.from).toISOString()}`);
  if (query.to) conditions.push(sql`${invoices.issuedAt} < ${startOfIndiaDate(addDays(query.to, 1)).toISOString()}`);
  if (query.q) conditions.push(searchCondition(query.q));
  return whereAll(...conditions);
}

const referred = sql.identifier('referred');

/** The names beside a document, by scalar subqueries (a primary-key lookup each per row of a page). */
const selection = {
  invoice: renderedColumns(invoices),
  requestCode: lookup<string | null>(serviceRequests.code, serviceRequests.id, invoices.requestId),
  refersToNumber: sql<string | null>`(select ${referred}.number from ${invoices} ${referred} where ${referred}.id = ${sql.raw('"invoices"."refers_to_id"')})`,
};

interface InvoiceSelection {
  invoice: InvoiceRow;
  requestCode: string | null;
  refersToNumber: string | null;
}

function toInvoice(row: InvoiceSelection): Invoice {
  const d = row.invoice;
  return {
    id: d.id,
    number: d.number,
    kind: d.kind as Invoice['kind'],
    issued_at: d.issuedAt.toISOString(),
    request: { id: d.requestId, code: row.requestCode ?? '' },
    workshop: { id: d.workshopId, name: d.workshopName, gstin: d.workshopGstin },
    customer_name: d.customerName,
    service_name: d.serviceName,
    place_of_supply: d.placeOfSupply,
    sac: d.sac,
    gst_rate: d.gstRate,
    taxable_paise: d.taxablePaise,
    cgst_paise: d.cgstPaise,
    sgst_paise: d.sgstPaise,
    igst_paise: d.igstPaise,
    total_paise: d.totalPaise,
    transaction_id: d.transactionId,
    refers_to: d.refersToId !== null ? { id: d.refersToId, number: row.refersToNumber ?? '' } : null,
  };
}

/** `cursorKey` selects a cursor page's sort value beside each row (cursorPage); other reads leave it null. */
function withNames(db: Executor, cursorKey: SQL<string | null> = sql<string | null>`null`) {
  return db.select({ ...selection, cursorKey }).from(invoices).$dynamic();
}

/** Its page query (for the plan tests), cursor source, an export's positions and the rows of given ids. */
export const { pageQuery: invoicePageQuery, cursorSource: invoiceCursorSource, positions: selectInvoicePositions, byIdsByPosition: selectInvoicesByIds } = namedListReads({ name: 'invoices', ...ORDER, withNames, toRow: toInvoice });

/** One document in the caller's scope (null otherwise: another workshop's is not found). */
export async function findInvoice(db: Executor, scope: AccessScope, id: number): Promise<Invoice | null> {
  const [row] = await withNames(db).where(whereAll(eq(invoices.id, id), invoiceScope(scope))).limit(1);
  return row ? toInvoice(row) : null;
}

/** The list's filters, refused when the dates are the wrong way round. */
export function checkedInvoiceFilters<T extends InvoiceListFilters>(query: T): T {
  refuseEndBeforeStart(query);
  return query;
}

import type { Gstr1Query } from '@carcare/contracts';
import { GSTR1_B2CS_COLUMNS, GSTR1_B2CS_TYPE, GSTR1_PATH, GSTR1_SUPPLIER_COLUMN, gstPlaceOfSupply, gstr1FileName, gstr1QuerySchema } from '@carcare/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addDays, startOfIndiaDate } from '../../db/calendar';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { refuseEndBeforeStart } from '../../http/http-error';
import { bearerSecurity as security, errorResponses } from '../../http/route-docs';
import type { AccessScope } from '../scope/access-scope';
import { invoiceScope, whereAll } from '../scope/access-scope';
import { callerOf } from '../scope/caller';
import { csvLine } from '../exports/list-export';

/** One B2CS row: a supplier's taxable value at one place of supply and rate, net of its credit notes. */
export interface B2csRow {
  gstin: string;
  placeOfSupply: string;
  rate: number;
  taxablePaise: number;
}

const original = sql.identifier('original');

/**
 * The B2CS rows of a period (docs/money.md, "GSTR-1"): tax invoices, less the credit notes issued in
 * the period against tax invoices, summed per supplier GSTIN, place of supply and rate. A bill of
 * supply (a workshop without a GSTIN files no GSTR-1) and its credit notes are left out, and so is a
 * nil-rated supply, which GSTR-1 reports in its table 8, not in B2CS. Places of supply are grouped
 * by their GST state, so "karnataka " and "Karnataka" make one row.
 */
export async function gstr1B2csRows(db: Executor, scope: AccessScope, query: Gstr1Query): Promise<B2csRow[]> {
  const taxInvoice = sql`${invoices.kind} = 'tax_invoice'`;
  const creditNoteOfTaxInvoice = sql`${invoices.kind} = 'credit_note' and exists (select 1 from ${invoices} ${original} where ${original}.id = ${sql.raw('"invoices"."refers_to_id"')} and ${original}.kind = 'tax_invoice')`;
  const where = whereAll(
    invoiceScope(scope),
    query.workshop_id !== undefined ? sql`${invoices.workshopId} = ${query.workshop_id}` : undefined,
    sql`${invoices.issuedAt} >= ${startOfIndiaDate(query.from).toISOString()}`,
    sql`${invoices.issuedAt} < ${startOfIndiaDate(addDays(query.to, 1)).toISOString()}`,
    sql`${invoices.gstRate} > 0`,
    sql`${invoices.workshopGstin} is not null`,
    sql`((${taxInvoice}) or (${creditNoteOfTaxInvoice}))`,
  );
  const grouped = await db
    .select({
      gstin: sql<string>`${invoices.workshopGstin}`,
      placeOfSupply: invoices.placeOfSupply,
      rate: invoices.gstRate,
      taxable: sql<string>`sum(case when ${invoices.kind} = 'credit_note' then -${invoices.taxablePaise} else ${invoices.taxablePaise} end)::bigint`,
    })
    .from(invoices)
    .where(where)
    .groupBy(invoices.workshopGstin, invoices.placeOfSupply, invoices.gstRate);

  const rows = new Map<string, B2csRow>();
  for (const row of grouped) {
    const placeOfSupply = gstPlaceOfSupply(row.placeOfSupply);
    const key = `${row.gstin}|${placeOfSupply}|${row.rate}`;
    const existing = rows.get(key);
    if (existing) existing.taxablePaise += Number(row.taxable);
    else rows.set(key, { gstin: row.gstin, placeOfSupply, rate: row.rate, taxablePaise: Number(row.taxable) });
  }
  return [...rows.values()].sort((a, b) => a.gstin.localeCompare(b.gstin) || a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rate - b.rate);
}

/** Paise as GSTR-1 writes rupees: two decimals, no grouping ("1234.50", "-84.75"). */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The file: the b2cs sheet's header and rows; with the supplier's GSTIN first when it may hold several workshops. */
export function gstr1B2csCsv(rows: readonly B2csRow[], withSupplier: boolean): string {
  const header = withSupplier ? [GSTR1_SUPPLIER_COLUMN, ...GSTR1_B2CS_COLUMNS] : [...GSTR1_B2CS_COLUMNS];
  const lines = rows.map((row) => {
    const cells = [GSTR1_B2CS_TYPE, row.placeOfSupply, '', row.rate, rupeesText(row.taxablePaise), 0, ''];
    return csvLine(withSupplier ? [row.gstin, ...cells] : cells);
  });
  return csvLine(header) + lines.join('');
}

// Plain ASCII without a byte order mark: the offline tool reads the file's first cell as "Type".
function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(csv);
}

/** The accountant's GSTR-1 file of a period: the super admin's of any workshop or all, a workshop admin's of its own. */
export const gstr1Routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    GSTR1_PATH,
    {
      schema: {
        tags: ['invoices'],
        summary: 'GSTR-1 B2CS of a period, as CSV',
        description:
          'B2C small supplies for GSTR-1, one row per place of supply ("29-Karnataka") and rate, with the columns of the GST offline tool’s b2cs sheet: Type (OE), Place Of Supply, Applicable % of Tax Rate (blank), Rate, Taxable Value (₹, net of the credit notes issued in the period against tax invoices), Cess Amount (0), E-Commerce GSTIN (blank). Tax invoices only: bills of supply and nil-rated supplies are not B2CS. from and to (India dates on issued_at, inclusive) are required. A file that may hold several workshops (a super admin’s without workshop_id) starts each row with the supplier’s GSTIN. A workshop admin’s holds its own workshop’s documents only.',
        security,
        querystring: gstr1QuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { scope } = callerOf(request);
      const query = request.query;
      refuseEndBeforeStart(query);
      const rows = await gstr1B2csRows(db, scope, query);
      const withSupplier = scope.kind === 'all' && query.workshop_id === undefined;
      return sendCsv(reply, gstr1FileName(query.from, query.to), gstr1B2csCsv(rows, withSupplier));
    },
  );
};

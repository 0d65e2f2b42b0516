import { API_PATHS } from '@carcare/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema';
import type { InvoiceRow } from '../src/db/schema';
import type { DemoClients } from './api-client';
import { SEED } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import type { TestContext } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const pdfPath = (id: number, query = '') => `/api/v1/invoices/${id}/pdf${query}`;

/** The first demo document of a kind, of the demo workshop admin's workshop unless told. */
async function documentOf(kind: InvoiceRow['kind'], workshop: 'own' | 'other' | 'any' = 'own'): Promise<InvoiceRow> {
  const where =
    workshop === 'own' ? and(eq(invoices.kind, kind), eq(invoices.workshopId, SEED.ownWorkshopId)) : workshop === 'other' ? and(eq(invoices.kind, kind), ne(invoices.workshopId, SEED.ownWorkshopId)) : eq(invoices.kind, kind);
  const [row] = await ctx.database.db.select().from(invoices).where(where).orderBy(asc(invoices.id)).limit(1);
  expect(row, `a demo ${kind}`).toBeDefined();
  return row!;
}

/** The PDF's bytes as Latin-1 text: its dictionaries (Info, font descriptors) are plain there. */
const bytesOf = (response: LightMyRequestResponse) => response.rawPayload.toString('latin1');

/** The embedded fonts' names (subset tags stripped): /FontName /ABCDEF+Roboto-Regular → Roboto-Regular. */
function fontNames(response: LightMyRequestResponse): string[] {
  return [...new Set([...bytesOf(response).matchAll(/\/FontName \/(?:[A-Z]{6}\+)?([A-Za-z0-9-]+)/g)].map((match) => match[1]!))].sort();
}

/** The Info dictionary's Title: pdfkit writes it as an object of its own, `/Title 14 0 R` → `14 0 obj (…)`. */
function titleOf(response: LightMyRequestResponse): string | null {
  const bytes = bytesOf(response);
  const reference = /\/Title (\d+) 0 R/.exec(bytes);
  if (!reference) return null;
  return new RegExp(`\\n${reference[1]} 0 obj\\n\\((.*)\\)\\nendobj`).exec(bytes)?.[1] ?? null;
}

function expectPdf(response: LightMyRequestResponse, number: string): void {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${number.replaceAll('/', '-')}.pdf"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(bytesOf(response).startsWith('%PDF-')).toBe(true);
  expect(bytesOf(response).trimEnd().endsWith('%%EOF')).toBe(true);
  expect(titleOf(response)).toBe(number);
}

describe('GET /api/v1/invoices/{id}/pdf', () => {
  it('gives a tax invoice as an A4 PDF attachment named by its number, with Roboto embedded and compressed content', async () => {
    const invoice = await documentOf('tax_invoice');
    const response = await as.workshopAdmin.get(pdfPath(invoice.id, '?lang=en'));
    expectPdf(response, invoice.number);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="INV-W001-\d{4}-\d{2}-\d{6}\.pdf"$/);
    expect(fontNames(response)).toEqual(['Roboto-Bold', 'Roboto-Regular']);
    // A4 in points, and pdfkit's compression on (the page's drawing is a Flate stream).
    expect(bytesOf(response)).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(bytesOf(response)).toContain('/Filter /FlateDecode');
  });

  it('writes a Hindi document with Noto Sans Devanagari embedded beside Roboto', async () => {
    const invoice = await documentOf('tax_invoice');
    const response = await as.workshopAdmin.get(pdfPath(invoice.id, '?lang=hi'));
    expectPdf(response, invoice.number);
    expect(fontNames(response)).toEqual(expect.arrayContaining(['NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular', 'Roboto-Bold', 'Roboto-Regular']));
  });

  it('gives a bill of supply and a credit note too', async () => {
    const bill = await documentOf('bill_of_supply', 'any');
    const billPdf = await as.superAdmin.get(pdfPath(bill.id, '?lang=en'));
    expectPdf(billPdf, bill.number);
    expect(billPdf.headers['content-disposition']).toMatch(/filename="BOS-W\d{3}-/);

    const note = await documentOf('credit_note', 'any');
    for (const lang of ['en', 'hi']) {
      const notePdf = await as.superAdmin.get(pdfPath(note.id, `?lang=${lang}`));
      expectPdf(notePdf, note.number);
      expect(notePdf.headers['content-disposition']).toMatch(/filename="CN-W\d{3}-/);
    }
  });

  it('writes in the caller’s saved language when lang is not given, English by default', async () => {
    const invoice = await documentOf('tax_invoice');
    const english = await as.workshopAdmin.get(pdfPath(invoice.id));
    expectPdf(english, invoice.number);
    expect(fontNames(english).some((name) => name.startsWith('NotoSansDevanagari'))).toBe(false);

    expect((await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    const hindi = await as.workshopAdmin.get(pdfPath(invoice.id));
    expectPdf(hindi, invoice.number);
    expect(fontNames(hindi).some((name) => name.startsWith('NotoSansDevanagari'))).toBe(true);
    // An explicit lang wins over the saved language.
    const asked = await as.workshopAdmin.get(pdfPath(invoice.id, '?lang=en'));
    expect(fontNames(asked).some((name) => name.startsWith('NotoSansDevanagari'))).toBe(false);
  });

  it('answers another workshop’s document 404 to a workshop admin, a society manager 403, no token 401', async () => {
    const own = await documentOf('tax_invoice');
    const other = await documentOf('tax_invoice', 'other');
    const refused = await as.workshopAdmin.get(pdfPath(other.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'NOT_FOUND', message: 'Invoice not found' });
    expectPdf(await as.superAdmin.get(pdfPath(other.id)), other.number);
    expect((await as.superAdmin.get(pdfPath(2_000_000_000))).statusCode).toBe(404);
    expect((await as.societyManager.get(pdfPath(own.id))).statusCode).toBe(403);
    expect((await as.anonymous.get(pdfPath(own.id))).statusCode).toBe(401);
  });

  it('refuses a language other than en or hi (400)', async () => {
    const invoice = await documentOf('tax_invoice');
    for (const lang of ['fr', 'EN', '']) {
      const response = await as.workshopAdmin.get(pdfPath(invoice.id, `?lang=${lang}`));
      expect(response.statusCode, lang).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await as.workshopAdmin.get('/api/v1/invoices/abc/pdf')).statusCode).toBe(400);
  });

  it('is documented in the OpenAPI document as a PDF answer with its lang parameter', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/v1/invoices/{id}/pdf'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['application/pdf']);
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['id', 'lang']));
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404']));
  });
});

import type { Settlement, SettlementLine } from '@carcare/contracts';
import { API_PATHS } from '@carcare/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { renderSettlementPdf } from '../src/modules/settlements/settlement-pdf';
import type { DemoClients } from './api-client';
import { SEED } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';
import { pdfTextOf } from './pdf-text';
import type { TestContext } from './test-app';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const LIST = '/api/v1/settlements';
const pdfPath = (id: number | string, query = '') => `${LIST}/${id}/pdf${query}`;

/** Rupees as an accountant prints them, written here apart from the code under test: ₹1,23,456.78. */
const rupees = (paise: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

async function statementsOf(workshopId: number): Promise<Settlement[]> {
  const response = await as.superAdmin.get(`${LIST}?workshop_id=${workshopId}&page_size=100`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function expectPdf(response: LightMyRequestResponse, statement: Settlement): void {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="settlement-W${String(statement.workshop.id).padStart(3, '0')}-${statement.week_start}.pdf"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(response.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
}

const usesDevanagari = (response: LightMyRequestResponse) => response.rawPayload.toString('latin1').includes('NotoSansDevanagari');

describe('GET /api/v1/settlements/{id}/pdf', () => {
  it('gives the workshop its statement as a PDF with who is paid, the week, the figures and every line', async () => {
    const [statement] = await statementsOf(SEED.ownWorkshopId);
    const response = await as.workshopAdmin.get(pdfPath(statement!.id, '?lang=en'));
    expectPdf(response, statement!);
    const { text } = pdfTextOf(response.rawPayload);
    expect(text).toContain('WEEKLY SETTLEMENT STATEMENT');
    expect(text).toContain('Sparkle Auto Care');
    const [year, month, day] = statement!.week_start.split('-');
    expect(text).toContain(`${day}/${month}/${year} – `);
    expect(text).toContain(statement!.payable_paise < 0 ? `owes ${rupees(-statement!.payable_paise)}` : `Payable to the workshop\n${rupees(statement!.payable_paise)}`);
    expect(text).toContain(`Online payments\n${statement!.online_payments_paise === 0 ? rupees(0) : `+ ${rupees(statement!.online_payments_paise)}`}`);
    expect(text).toContain(`Commission\n${statement!.commission_paise === 0 ? rupees(0) : `− ${rupees(statement!.commission_paise)}`}`);
    const lines: SettlementLine[] = (await as.workshopAdmin.get(`${LIST}/${statement!.id}/lines?page_size=100`)).json().data;
    expect(lines.length).toBe(statement!.line_count);
    for (const line of lines) expect(text).toContain(line.code);
  });

  it('shows a paid statement’s UTR and the day it was paid, an open one without them', async () => {
    const statements = await statementsOf(SEED.ownWorkshopId);
    const paid = statements.find((statement) => statement.status === 'paid')!;
    const open = statements.find((statement) => statement.status === 'open')!;
    expect(paid.utr).toBeTruthy();
    const paidText = pdfTextOf((await as.superAdmin.get(pdfPath(paid.id, '?lang=en'))).rawPayload).text;
    expect(paidText).toContain(`Status\nPaid`);
    expect(paidText).toContain(`UTR\n${paid.utr}`);
    expect(paidText).toContain(`Paid on\n${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(paid.paid_at!))}`);
    const openText = pdfTextOf((await as.superAdmin.get(pdfPath(open.id, '?lang=en'))).rawPayload).text;
    expect(openText).toContain(`Status\nOpen`);
    expect(openText).not.toContain('UTR');
  });

  it('writes Hindi when asked, else in the caller’s saved language', async () => {
    const [statement] = await statementsOf(SEED.ownWorkshopId);
    const hindi = await as.workshopAdmin.get(pdfPath(statement!.id, '?lang=hi'));
    expectPdf(hindi, statement!);
    expect(usesDevanagari(hindi)).toBe(true);
    expect(pdfTextOf(hindi.rawPayload).text).toContain('कमीशन');

    expect(usesDevanagari(await as.workshopAdmin.get(pdfPath(statement!.id)))).toBe(false);
    expect((await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(200);
    expect(usesDevanagari(await as.workshopAdmin.get(pdfPath(statement!.id)))).toBe(true);
    // An explicit lang wins over the saved language.
    expect(usesDevanagari(await as.workshopAdmin.get(pdfPath(statement!.id, '?lang=en')))).toBe(false);
  });

  it('keeps a workshop admin to its own workshop’s statements; refuses a society manager, no token and an unknown id', async () => {
    const [own] = await statementsOf(SEED.ownWorkshopId);
    const [other] = await statementsOf(SEED.otherWorkshopId);
    const refused = await as.workshopAdmin.get(pdfPath(other!.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'NOT_FOUND', message: 'Settlement not found' });
    expectPdf(await as.superAdmin.get(pdfPath(other!.id)), other!);
    expect((await as.superAdmin.get(pdfPath(2_000_000_000))).statusCode).toBe(404);
    expect((await as.societyManager.get(pdfPath(own!.id))).statusCode).toBe(403);
    expect((await as.anonymous.get(pdfPath(own!.id))).statusCode).toBe(401);
  });

  it('refuses a language other than en or hi, and an id that is not one (400)', async () => {
    const [statement] = await statementsOf(SEED.ownWorkshopId);
    for (const lang of ['fr', 'EN', '']) {
      const response = await as.workshopAdmin.get(pdfPath(statement!.id, `?lang=${lang}`));
      expect(response.statusCode, lang).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await as.workshopAdmin.get(pdfPath('abc'))).statusCode).toBe(400);
  });

  it('is documented in the OpenAPI document as a PDF answer with its lang parameter', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/v1/settlements/{id}/pdf'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['application/pdf']);
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['id', 'lang']));
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404']));
  });
});

describe('a statement with many lines', () => {
  const line = (i: number): SettlementLine => ({
    id: 5000 + i,
    code: `TX-${String(5000 + i).padStart(6, '0')}`,
    created_at: new Date(Date.UTC(2026, 0, 5 + (i % 7), 5, i % 60)).toISOString(),
    kind: i % 10 === 9 ? 'refund' : 'payment',
    method: i % 2 ? 'cash' : 'upi',
    amount_paise: 100_000 + i,
    commission_paise: i % 10 === 9 ? -1_000 : 1_000,
    request: { id: i + 1, code: `SR-${i + 1}` },
  });
  const statement: Settlement = {
    id: 7,
    workshop: { id: 1, name: 'Sparkle Auto Care' },
    week_start: '2026-01-05',
    week_end: '2026-01-11',
    status: 'open',
    online_payments_paise: 1,
    cash_payments_paise: 0,
    refunds_paise: 0,
    commission_paise: 0,
    cash_held_paise: 0,
    carried_in_paise: 0,
    payable_paise: 1,
    line_count: 130,
    carried_from: null,
    payout_transaction_id: null,
    utr: null,
    paid_at: null,
    paid_by: null,
    created_at: '2026-01-12T00:00:00.000Z',
    version: 1,
  };

  it.each(['en', 'hi'] as const)('runs its table over pages, the header again on each and every line once (%s)', async (language) => {
    const lines = Array.from({ length: 130 }, (_, i) => line(i));
    const pdf = await renderSettlementPdf({ statement, workshop: { name: 'Sparkle Auto Care', address: '1 Road, Gurugram, Haryana, 122001', gstin: null }, lines }, language);
    const { pages, text } = pdfTextOf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const firstColumn = language === 'en' ? 'Transaction' : 'लेन-देन';
    pages.forEach((runs, index) => {
      expect(runs, `page ${index + 1}`).toContain(firstColumn);
      // The footer numbers every page.
      expect(runs.some((run) => run.endsWith(`${index + 1} ${language === 'en' ? 'of' : '/'} ${pages.length}`)), `page ${index + 1}`).toBe(true);
    });
    for (const { code } of lines) expect(text.split('\n').filter((run) => run === code), code).toHaveLength(1);
  });
});

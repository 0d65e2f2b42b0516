import { describe, expect, it } from 'vitest';
import type { DemoClients } from './api-client';
import { setUpDemoAdminSuite } from './demo-suite';

let as: DemoClients;
setUpDemoAdminSuite((_context, clients) => {
  as = clients;
});

/** The field a 400 names first. */
async function refusedField(url: string): Promise<string> {
  const response = await as.superAdmin.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  const body = response.json();
  expect(body.code).toBeTypeOf('string');
  expect(body.message).toBeTypeOf('string');
  return body.details[0].field as string;
}

describe('dates that match YYYY-MM-DD but are not days of the calendar', () => {
  const lists = ['/api/v1/requests', '/api/v1/leaves', '/api/v1/transactions', '/api/v1/audit-events', '/api/v1/concerns', '/api/v1/dashboard'];

  it.each(lists)('%s answers 400 on from and to for a month 99, 30 February, 31 April and year 0000 (never a 500, never read as another day)', async (list) => {
    for (const date of ['2026-99-99', '2026-02-30', '2026-04-31', '0000-01-01', '2026-00-10']) {
      expect(await refusedField(`${list}?from=${date}`)).toBe('from');
      expect(await refusedField(`${list}?to=${date}`)).toBe('to');
    }
  });

  it('29 February counts in a leap year only', async () => {
    expect((await as.superAdmin.get('/api/v1/requests?from=2028-02-29')).statusCode).toBe(200);
    expect(await refusedField('/api/v1/requests?from=2026-02-29')).toBe('from');
  });

  it('a leave of 30 February is refused with a message on its start date', async () => {
    const response = await as.workshopAdmin.post('/api/v1/leaves', { worker_id: 10, start_date: '2026-02-30', end_date: '2026-03-02', type: 'casual', reason: 'Travel' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field: 'start_date', message: 'Start date must be a date (YYYY-MM-DD)' }));
  });
});

describe('CSV exports with a sort that is not one of theirs', () => {
  it.each(['/api/v1/workshops.csv', '/api/v1/societies.csv', '/api/v1/workers.csv', '/api/v1/requests.csv', '/api/v1/transactions.csv'])(
    '%s answers 400 on sort, as its list does, before any of the file is sent',
    async (url) => {
      expect(await refusedField(`${url}?sort=${encodeURIComponent(';drop table x')}`)).toBe('sort');
    },
  );
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@carcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { admins, auditEvents } from '../src/db/schema';
import { createFileTransport } from '../src/sms/sms-transport';
import type { DemoClients } from './api-client';
import type { TestContext } from './test-app';
import { PHONES, sendOtp, testConfig } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const outboxFolder = mkdtempSync(join(tmpdir(), 'carcare-sms-'));
afterAll(() => rmSync(outboxFolder, { recursive: true, force: true }));

describe('an admin’s language', () => {
  it('is English until the admin chooses, and comes back in the admin object', async () => {
    const me = await as.workshopAdmin.get(API_PATHS.me);
    expect(me.json()).toMatchObject({ language: 'en' });

    const chosen = await as.workshopAdmin.put(API_PATHS.meLanguage, { language: 'hi' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'hi' });
    expect((await as.workshopAdmin.get(API_PATHS.me)).json()).toMatchObject({ language: 'hi' });
    const [row] = await ctx.database.db.select().from(admins).where(eq(admins.phone, `+91${PHONES.workshopAdmin}`));
    expect(row?.language).toBe('hi');
    // Another admin's stays as it was.
    expect((await as.superAdmin.get(API_PATHS.me)).json()).toMatchObject({ language: 'en' });

    const events = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'admin.set_language'));
    expect(events.map((event) => event.changes)).toEqual([{ language: { from: 'en', to: 'hi' } }]);
  });

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['an empty one', { language: '' }],
    ['a missing one', {}],
    ['a number', { language: 1 }],
  ])('refuses %s with 400 on the language field', async (_name, body) => {
    const response = await as.superAdmin.put(API_PATHS.meLanguage, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'language' }] });
  });

  it('refuses anonymous callers', async () => {
    expect((await as.anonymous.put(API_PATHS.meLanguage, { language: 'hi' })).statusCode).toBe(401);
  });

  it('writes the sign-in SMS in the admin’s language (file transport)', async () => {
    const outbox = join(outboxFolder, 'outbox.jsonl');
    const app = await buildApp({ config: testConfig(), db: ctx.database.db, clock: ctx.clock, sms: createFileTransport(outbox), logger: false });
    try {
      await as.societyManager.put(API_PATHS.meLanguage, { language: 'hi' });
      expect((await sendOtp(app, PHONES.societyManager)).json()).toEqual({ message: 'OTP sent successfully' });
      expect((await sendOtp(app, PHONES.superAdmin)).statusCode).toBe(200);
      const lines = readFileSync(outbox, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { to: string; code: string; text: string });
      const hindi = lines.find((line) => line.to === `+91${PHONES.societyManager}`)!;
      expect(hindi.text).toBe(`${hindi.code} आपका Carcare Partner Console साइन-इन कोड है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।`);
      const english = lines.find((line) => line.to === `+91${PHONES.superAdmin}`)!;
      expect(english.text).toBe(`${english.code} is your Carcare Partner Console sign-in code. It expires in 5 minutes. Do not share it.`);
    } finally {
      await app.close();
    }
  });
});

import type { ServiceRequestDetails } from '@carcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoClients } from './api-client';
import { bookingBody } from './booking-body';
import { openEventStream } from './live-stream';
import { setUpDemoAdminSuite } from './demo-suite';
import { PHONES, signIn } from './test-app';
import type { TestContext } from './test-app';

let ctx: TestContext;
let as: DemoClients;
let base: string;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});
beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.app.close();
});

const openStream = (token: string) => openEventStream(base, token);

const until = async (check: () => boolean) => {
  for (let waited = 0; waited < 3000 && !check(); waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe('GET /api/v1/events (Server-Sent Events)', () => {
  it('needs a signed-in caller, by its Authorization header', async () => {
    expect((await fetch(`${base}/api/v1/events`)).status).toBe(401);
    expect((await fetch(`${base}/api/v1/events?access_token=x`)).status).toBe(401);
  });

  it('tells a workshop’s consoles that a job moved, and not another workshop’s', async () => {
    const own = await openStream((await signIn(ctx, PHONES.workshopAdmin)).access);
    const superAdmin = await openStream((await signIn(ctx, PHONES.superAdmin)).access);
    expect(own.contentType).toBe('text/event-stream; charset=utf-8');
    const created = await as.workshopAdmin.post('/api/v1/requests', bookingBody());
    const job = created.json() as ServiceRequestDetails;
    await until(() => own.events.length > 0 && superAdmin.events.length > 0);
    expect(own.events).toContainEqual({ type: 'schedule', workshop_id: 1, dates: ['2026-01-20'] });
    expect(superAdmin.events).toContainEqual({ type: 'schedule', workshop_id: 1, dates: ['2026-01-20'] });
    const elsewhere = await as.superAdmin.post('/api/v1/requests', bookingBody({ workshop_id: 2, service_id: 1 }));
    expect(elsewhere.statusCode).toBe(201);
    await until(() => superAdmin.events.some((event) => (event as { workshop_id?: number }).workshop_id === 2));
    expect(superAdmin.events).toContainEqual({ type: 'schedule', workshop_id: 2, dates: ['2026-01-20'] });
    expect(own.events.some((event) => (event as { workshop_id?: number }).workshop_id === 2)).toBe(false);
    const moved = await as.workshopAdmin.post(`/api/v1/requests/${job.id}/reschedule`, { version: job.version, scheduled_at: '2026-01-21T10:00:00+05:30' });
    expect(moved.statusCode).toBe(200);
    await until(() => own.events.some((event) => (event as { dates?: string[] }).dates?.length === 2));
    expect(own.events).toContainEqual({ type: 'schedule', workshop_id: 1, dates: ['2026-01-20', '2026-01-21'] });
    own.close();
    superAdmin.close();
  });

  it('tells only the recipients of a notification, and nothing of a change rolled back', async () => {
    const stream = await openStream((await signIn(ctx, PHONES.workshopAdmin)).access);
    const refused = await as.workshopAdmin.post('/api/v1/requests', bookingBody({ scheduled_at: '2026-01-20T22:00:00+05:30' }));
    expect(refused.statusCode).toBe(400);
    // A booking by the super admin notifies the workshop's admins.
    expect((await as.superAdmin.post('/api/v1/requests', bookingBody({ workshop_id: 1 }))).statusCode).toBe(201);
    await until(() => stream.events.some((event) => event.type === 'notifications'));
    expect(stream.events).toContainEqual({ type: 'notifications', admin_ids: [2] });
    expect(stream.events.filter((event) => event.type === 'schedule')).toEqual([{ type: 'schedule', workshop_id: 1, dates: ['2026-01-20'] }]);
    stream.close();
  });
});

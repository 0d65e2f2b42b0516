import type { AuditEvent } from '@carcare/contracts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import type { ApiClient, DemoClients } from './api-client';
import { SEED } from './api-client';
import { bookingBody } from './booking-body';
import type { TestContext } from './test-app';
import { setUpDemoAdminSuite } from './demo-suite';

let ctx: TestContext;
let as: DemoClients;
setUpDemoAdminSuite((context, clients) => {
  ctx = context;
  as = clients;
});

const SUPER = 1;
const WORKSHOP_ADMIN = 2;

const log = async (client: ApiClient, query = '') => {
  const response = await client.get(`/api/v1/audit-events${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: AuditEvent[]; total: number; page: number; page_size: number };
};

/**
 * Three changes: the workshop admin records a leave, the super admin edits a cancellation reason,
 * the workshop admin approves the leave. Their times are then spread over three India days
 * (15th, 16th, 17th January 2026, 09:00 UTC): moving the clock a day would expire the tokens.
 */
async function threeChanges() {
  await ctx.database.db.delete(auditEvents);
  const leave = await as.workshopAdmin.post('/api/v1/leaves', { worker_id: 10, start_date: '2026-02-10', end_date: '2026-02-12', type: 'casual', reason: 'Travel' });
  expect(leave.statusCode).toBe(201);
  const reason = (await as.superAdmin.get('/api/v1/cancellation-reasons/1')).json();
  const edited = await as.superAdmin.put('/api/v1/cancellation-reasons/1', { version: reason.version, text: 'Customer changed the plan', audience: reason.audience, active: reason.active });
  expect(edited.statusCode).toBe(200);
  const approved = await as.workshopAdmin.post(`/api/v1/leaves/${leave.json().id}/approve`, { version: leave.json().version, note: 'Fine' });
  expect(approved.statusCode).toBe(200);
  const events = await ctx.database.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(asc(auditEvents.id));
  expect(events).toHaveLength(3);
  for (const [index, event] of events.entries()) {
    await ctx.database.db.update(auditEvents).set({ at: new Date(Date.UTC(2026, 0, 15 + index, 9)) }).where(eq(auditEvents.id, event.id));
  }
  return { leaveId: leave.json().id as number, reason };
}

describe('audit log: roles', () => {
  it('answers 401 anonymous, 403 to a workshop admin and a society manager, 200 to the super admin', async () => {
    for (const url of ['/api/v1/audit-events', '/api/v1/audit-events/facets']) {
      expect((await as.anonymous.get(url)).statusCode, url).toBe(401);
      expect((await as.workshopAdmin.get(url)).statusCode, url).toBe(403);
      expect((await as.societyManager.get(url)).statusCode, url).toBe(403);
      expect((await as.superAdmin.get(url)).statusCode, url).toBe(200);
    }
  });
});

describe('audit log: rows and filters', () => {
  it('lists every change newest first with its actor, entity, changed fields, time and ip', async () => {
    const { leaveId } = await threeChanges();
    const page = await log(as.superAdmin);
    expect(page.total).toBe(3);
    expect(page.data.map((e) => e.action)).toEqual(['leave.approve', 'cancellation_reason.update', 'leave.create']);
    const [approve, edit, create] = page.data;
    expect(approve).toMatchObject({
      actor: { id: WORKSHOP_ADMIN, name: 'Rohit Sharma', user_type: 'workshop_admin' },
      entity: 'leave',
      entity_id: leaveId,
      changes: { status: { from: 'pending', to: 'approved' } },
      at: '2026-01-17T09:00:00.000Z',
    });
    expect(approve!.ip).toBeTruthy();
    expect(edit).toMatchObject({ actor: { id: SUPER, user_type: 'super_admin' }, entity: 'cancellation_reason', entity_id: 1 });
    expect(edit!.changes).toMatchObject({ text: { from: 'Customer changed plans', to: 'Customer changed the plan' } });
    expect(create!.changes).toMatchObject({ workerId: 10, status: 'pending' });
  });

  it('filters by actor, entity, entity id, action and India date range, and pages', async () => {
    const { leaveId } = await threeChanges();
    const actions = async (query: string) => (await log(as.superAdmin, query)).data.map((e) => e.action);
    expect(await actions(`?actor_id=${WORKSHOP_ADMIN}`)).toEqual(['leave.approve', 'leave.create']);
    expect(await actions(`?actor_id=${SUPER}`)).toEqual(['cancellation_reason.update']);
    expect(await actions('?entity=leave')).toEqual(['leave.approve', 'leave.create']);
    expect(await actions(`?entity=leave&entity_id=${leaveId}&action=leave.create`)).toEqual(['leave.create']);
    expect(await actions('?entity=workshop')).toEqual([]);
    expect(await actions('?from=2026-01-16&to=2026-01-16')).toEqual(['cancellation_reason.update']);
    expect(await actions('?from=2026-01-16')).toEqual(['leave.approve', 'cancellation_reason.update']);
    expect(await actions('?to=2026-01-15')).toEqual(['leave.create']);
    const second = await log(as.superAdmin, '?page=2&page_size=2');
    expect(second).toMatchObject({ page: 2, page_size: 2, total: 3 });
    expect(second.data.map((e) => e.action)).toEqual(['leave.create']);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?from=15-01-2026', 'from'],
      ['?actor_id=rohit', 'actor_id'],
      ['?from=2026-01-16&to=2026-01-15', 'to'],
      ['?page_size=500', 'page_size'],
    ] as const) {
      const response = await as.superAdmin.get(`/api/v1/audit-events${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details[0].field, query).toBe(field);
    }
  });

  it('facets list the recorded entity kinds and the admins who made changes', async () => {
    await threeChanges();
    const facets = (await as.superAdmin.get('/api/v1/audit-events/facets')).json();
    expect(facets.entities).toEqual(['cancellation_reason', 'leave']);
    expect(facets.actors).toEqual([
      { id: SUPER, name: 'Aarav Mehta', user_type: 'super_admin' },
      { id: WORKSHOP_ADMIN, name: 'Rohit Sharma', user_type: 'workshop_admin' },
    ]);
  });

  it('a booking made by the super admin for a workshop is recorded once with its fields', async () => {
    await ctx.database.db.delete(auditEvents);
    const response = await as.superAdmin.post('/api/v1/requests', bookingBody({ workshop_id: SEED.ownWorkshopId }));
    expect(response.statusCode).toBe(201);
    const page = await log(as.superAdmin, '?entity=service_request');
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ action: 'service_request.create', entity_id: response.json().id, changes: { workshopId: SEED.ownWorkshopId, status: 'pending' } });
  });
});

describe('OpenAPI', () => {
  it('documents the audit log under the audit tag and the notifications under theirs', async () => {
    const doc = (await as.anonymous.get('/api/openapi.json')).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.paths['/api/v1/audit-events']?.get?.tags).toEqual(['audit']);
    expect(doc.paths['/api/v1/audit-events/facets']?.get?.tags).toEqual(['audit']);
    for (const [path, method] of [
      ['/api/v1/notifications', 'get'],
      ['/api/v1/notifications/unread-count', 'get'],
      ['/api/v1/notifications/read-all', 'post'],
      ['/api/v1/notifications/{id}/read', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags, path).toEqual(['notifications']);
    }
  });
});

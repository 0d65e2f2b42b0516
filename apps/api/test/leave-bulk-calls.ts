import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { auditEvents, leaves } from '../src/db/schema';
import type { DemoClients } from './api-client';

type Client = DemoClients['superAdmin'];

/** What the bulk leave tests call and read: the bulk route, and a leave's status and decisions as the database holds them. */
export function leaveBulkCalls(db: () => Db) {
  return {
    bulk: (client: Client, body: Record<string, unknown>) => client.post('/api/v1/leaves/bulk', body),
    statusOf: async (id: number) => (await db().select({ status: leaves.status }).from(leaves).where(eq(leaves.id, id)))[0]!.status,
    /** The audit events of the leaves' decisions (their creation left out). */
    auditActions: async (ids: number[]) =>
      (await db().select({ entityId: auditEvents.entityId, action: auditEvents.action }).from(auditEvents).where(and(eq(auditEvents.entity, 'leave'), inArray(auditEvents.entityId, ids))))
        .filter((event) => event.action !== 'leave.create'),
  };
}

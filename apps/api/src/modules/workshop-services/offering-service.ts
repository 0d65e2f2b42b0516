import type { createWorkshopServiceBodySchema, ServiceStatus, updateWorkshopServiceBodySchema } from '@carcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { services, workshops, workshopServices } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { auditChange, changedFields } from '../../db/audit-trail';
import { auditedUpdate, lockRow } from '../../db/versioned-write';
import { conflict, invalidField } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';
import type { AccessScope } from '../scope/access-scope';
import { serviceScope, whereAll, workshopServiceScope } from '../scope/access-scope';
import { overridesOf } from './offering-queries';

type CreateOffering = z.output<typeof createWorkshopServiceBodySchema>;
type UpdateOffering = z.output<typeof updateWorkshopServiceBodySchema>;

export const OFFERING_NOT_FOUND = 'Workshop service not found';

const STATUS_LABELS: Record<ServiceStatus, string> = { pending_approval: 'pending approval', active: 'active', rejected: 'rejected', inactive: 'inactive' };

/** The workshop a new offering belongs to: the workshop admin's own; a super admin must name an existing one. */
async function workshopForOffering(tx: Executor, scope: AccessScope, requested: number | undefined): Promise<{ id: number; name: string }> {
  const id = scope.kind === 'workshop' ? scope.workshopId : requested;
  if (id === undefined) throw invalidField('workshop_id', 'Choose a workshop', 'workshop_required');
  const [found] = await tx.select({ id: workshops.id, name: workshops.name }).from(workshops).where(eq(workshops.id, id));
  if (!found) throw invalidField('workshop_id', 'Choose an existing workshop', 'workshop_unknown');
  return found;
}

/**
 * The catalogue service to offer, share-locked so it cannot be deactivated meanwhile. Only an
 * active one can be offered; one the caller cannot see reads as missing.
 */
async function offerableService(tx: Executor, scope: AccessScope, id: number): Promise<{ id: number; name: string }> {
  const [service] = await tx
    .select({ id: services.id, name: services.name, status: services.status })
    .from(services)
    .where(whereAll(serviceScope(scope), eq(services.id, id)))
    .for('share');
  if (!service) throw invalidField('service_id', 'Choose an existing service', 'service_unknown');
  if (service.status !== 'active') {
    throw invalidField('service_id', `“${service.name}” is ${STATUS_LABELS[service.status as ServiceStatus]}; only active catalogue services can be offered`, 'service_not_active', { name: service.name, status: service.status });
  }
  return service;
}

export async function createOffering(db: Db, scope: AccessScope, body: CreateOffering, actor: Actor, now: Date): Promise<number> {
  let names = { workshop: 'This workshop', service: 'this service' };
  try {
    return await db.transaction(async (tx) => {
      const workshop = await workshopForOffering(tx, scope, body.workshop_id);
      const service = await offerableService(tx, scope, body.service_id);
      names = { workshop: workshop.name, service: service.name };
      const [existing] = await tx
        .select({ id: workshopServices.id, active: workshopServices.active })
        .from(workshopServices)
        .where(and(eq(workshopServices.workshopId, workshop.id), eq(workshopServices.serviceId, service.id)));
      if (existing) {
        const hint = existing.active ? '' : ' (withdrawn); edit it to offer it again';
        throw conflict('DUPLICATE', `${workshop.name} already offers “${service.name}”${hint}`);
      }
      const priceOverrides = overridesOf(body.price_overrides);
      const [created] = await tx
        .insert(workshopServices)
        .values({ workshopId: workshop.id, serviceId: service.id, priceOverrides, createdAt: now, updatedAt: now })
        .returning({ id: workshopServices.id });
      await auditChange(tx, {
        actor,
        now,
        action: 'workshop_service.create',
        entity: 'workshop_service',
        entityId: created!.id,
        changes: { workshopId: workshop.id, serviceId: service.id, priceOverrides },
      });
      return created!.id;
    });
  } catch (error) {
    // Two admins adding the same offering at once: the unique index decides.
    if (uniqueViolationConstraint(error) !== null) throw conflict('DUPLICATE', `${names.workshop} already offers “${names.service}”`);
    throw error;
  }
}

/** Changes a workshop's prices, or withdraws (active: false) and re-offers the service. */
export async function updateOffering(db: Db, scope: AccessScope, id: number, body: UpdateOffering, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockRow(tx, workshopServices, { id, version: body.version, where: workshopServiceScope(scope), notFound: OFFERING_NOT_FOUND });
    if (body.active && !current.active) {
      const [service] = await tx.select({ name: services.name, status: services.status }).from(services).where(eq(services.id, current.serviceId)).for('share');
      if (service && service.status !== 'active') {
        throw conflict('CONFLICT', `“${service.name}” is ${STATUS_LABELS[service.status as ServiceStatus]} in the catalogue; it cannot be offered again`);
      }
    }
    const values = { priceOverrides: overridesOf(body.price_overrides), active: body.active };
    const before = { priceOverrides: overridesOf(current.priceOverrides), active: current.active };
    await auditedUpdate(tx, workshopServices, current, values, {
      actor,
      now,
      action: body.active === current.active ? 'workshop_service.update' : body.active ? 'workshop_service.offer' : 'workshop_service.withdraw',
      entity: 'workshop_service',
      changes: changedFields(before, values),
    });
  });
}

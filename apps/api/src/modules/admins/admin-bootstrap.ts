import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { phoneSchema, USER_TYPES } from '@carcare/contracts';
import type { Db } from '../../db/client';
import type { AdminRow } from '../../db/schema';
import { admins, societies, workshops } from '../../db/schema';
import { auditChange, changedFields } from '../../db/audit-trail';
import { auditedUpdate } from '../../db/versioned-write';

/** The command line's audit events have no admin behind them. */
const COMMAND_LINE = { id: null };

/** What `npm run admin:create` is told: the admin's phone, name and role, and the place a scoped role belongs to. */
export const adminBootstrapSchema = z
  .object({
    phone: phoneSchema,
    name: z.string().trim().min(1, 'Give a name').max(100, 'A name has at most 100 characters'),
    role: z.enum(USER_TYPES, { error: `The role is one of ${USER_TYPES.join(', ')}` }),
    workshopId: z.coerce.number().int().min(1).max(2_147_483_647).nullable().default(null),
    societyId: z.coerce.number().int().min(1).max(2_147_483_647).nullable().default(null),
  })
  .superRefine((value, context) => {
    if (value.role === 'workshop_admin' && value.workshopId === null) context.addIssue({ code: 'custom', path: ['workshopId'], message: 'A workshop admin needs --workshop-id' });
    if (value.role === 'society_manager' && value.societyId === null) context.addIssue({ code: 'custom', path: ['societyId'], message: 'A society manager needs --society-id' });
  });
export type AdminBootstrap = z.infer<typeof adminBootstrapSchema>;

export class AdminBootstrapError extends Error {}

export type AdminBootstrapOutcome = { outcome: 'created' | 'updated' | 'unchanged'; admin: AdminRow };

/**
 * Creates the admin of `phone`, or brings an existing one to the given name and role and enables it
 * (the first super admin of a new business, or a promotion). Idempotent: the same call twice changes
 * nothing the second time and records no second event. Audited with no actor (the command line).
 */
export async function createOrPromoteAdmin(db: Db, input: AdminBootstrap, now: Date): Promise<AdminBootstrapOutcome> {
  const wanted = {
    name: input.name,
    userType: input.role,
    workshopId: input.role === 'workshop_admin' ? input.workshopId : null,
    societyId: input.role === 'society_manager' ? input.societyId : null,
    status: 'active',
  };
  return db.transaction(async (tx) => {
    if (wanted.workshopId !== null && (await tx.select({ id: workshops.id }).from(workshops).where(eq(workshops.id, wanted.workshopId))).length === 0) {
      throw new AdminBootstrapError(`There is no workshop ${wanted.workshopId}`);
    }
    if (wanted.societyId !== null && (await tx.select({ id: societies.id }).from(societies).where(eq(societies.id, wanted.societyId))).length === 0) {
      throw new AdminBootstrapError(`There is no society ${wanted.societyId}`);
    }
    const [current] = await tx.select().from(admins).where(eq(admins.phone, input.phone)).for('update');
    if (!current) {
      const [created] = await tx
        .insert(admins)
        .values({ ...wanted, phone: input.phone, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new AdminBootstrapError(`An admin with phone ${input.phone} was created at the same time; run the command again`);
      await auditChange(tx, { actor: COMMAND_LINE, now, action: 'admin.create', entity: 'admin', entityId: created.id, changes: { name: created.name, phone: created.phone, user_type: created.userType, via: 'command line' } });
      return { outcome: 'created', admin: created };
    }
    const diff = changedFields(
      { name: current.name, userType: current.userType, workshopId: current.workshopId, societyId: current.societyId, status: current.status },
      wanted,
    );
    if (Object.keys(diff).length === 0) return { outcome: 'unchanged', admin: current };
    const updated = await auditedUpdate(tx, admins, current, wanted, { actor: COMMAND_LINE, now, action: 'admin.update', entity: 'admin', changes: { ...diff, via: 'command line' } });
    return { outcome: 'updated', admin: updated };
  });
}

import type { FastifyRequest } from 'fastify';
import type { AdminRow } from '../../db/schema';
import type { Actor } from '../admins/admin-service';
import { currentAdmin } from '../auth/require-auth';
import type { AccessScope } from './access-scope';
import { scopeOf } from './access-scope';

export interface Caller {
  admin: AdminRow;
  scope: AccessScope;
  actor: Actor;
}

/** The signed-in admin of a request, their scope and their audit identity. */
export function callerOf(request: FastifyRequest): Caller {
  const admin = currentAdmin(request);
  return { admin, scope: scopeOf(admin), actor: { id: admin.id, ip: request.ip } };
}

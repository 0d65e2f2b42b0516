import type { Permission, UserType } from '@carcare/contracts';
import { rolesAllowed } from '@carcare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminRow } from '../../db/schema';
import { forbidden, HttpError } from '../../http/http-error';
import { AUTH_MESSAGES } from './auth-messages';
import type { AuthService } from './auth-service';

export type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook: 401 for a missing/invalid/expired access token, 403 for a role
     * not in `roles`. Runs before the body is read, so anonymous garbage still answers 401.
     */
    requireAuth(roles?: readonly UserType[]): AuthHook;
    /** requireAuth for the roles the contracts permission table allows `action`. */
    requirePermission(action: Permission): AuthHook;
  }
  interface FastifyRequest {
    admin: AdminRow | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The signed-in admin of a request that passed requireAuth. */
export function currentAdmin(request: FastifyRequest): AdminRow {
  if (!request.admin) throw new HttpError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.authRequired);
  return request.admin;
}

/** Adds `app.requireAuth` on the root instance, so every module sees it. */
export function registerRequireAuth(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('admin', null);
  app.decorate('requireAuth', (roles?: readonly UserType[]): AuthHook => {
    return async (request) => {
      const header = request.headers.authorization;
      const match = header ? BEARER.exec(header) : null;
      if (!match?.[1]) throw new HttpError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.authRequired);
      const admin = await auth.authenticate(match[1]);
      if (roles && !roles.includes(admin.userType as UserType)) throw forbidden();
      request.admin = admin;
    };
  });
  app.decorate('requirePermission', (action: Permission): AuthHook => app.requireAuth(rolesAllowed(action)));
}

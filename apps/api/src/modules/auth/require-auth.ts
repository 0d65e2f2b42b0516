import type { Permission, UserType } from '@carcare/contracts';
import { rolesAllowed } from '@carcare/contracts';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AdminRow } from '../../db/schema';
import { forbidden, HttpError } from '../../http/http-error';
import type { RouteAccess } from '../../http/route-access';
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
    /** The session check still running beside the handler of a `readsBesideSessionCheck` route (see there). */
    pendingSessionCheck: Promise<AdminRow> | null;
  }
  interface FastifyContextConfig {
    /**
     * A GET that only reads and returns its answer (a list): its handler may start before the
     * session check has answered, under the admin row the same session had at its last check, so
     * the session read and the page's SQL run at the same time instead of one after the other.
     * The check still runs on every request, and nothing is answered before it has: a failed check
     * answers its 401/403 whatever the handler did, and an admin row that changed since (role,
     * scope, language, anything) runs the handler again under the new one. Never on a route whose
     * handler writes, or sends the reply itself.
     */
    readsBesideSessionCheck?: boolean;
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
  app.decorateRequest('pendingSessionCheck', null);
  app.decorate('requireAuth', (roles?: readonly UserType[]): AuthHook => {
    const allowed = (admin: AdminRow) => !roles || roles.includes(admin.userType as UserType);
    const permitted = (admin: AdminRow) => {
      if (!allowed(admin)) throw forbidden();
      return admin;
    };
    return async (request) => {
      const header = request.headers.authorization;
      const match = header ? BEARER.exec(header) : null;
      if (!match?.[1]) throw new HttpError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.authRequired);
      const { claims, admin } = await auth.startAuthentication(match[1]);
      const checked = admin.then(permitted);
      const guess = request.routeOptions.config.readsBesideSessionCheck && request.method === 'GET' ? auth.lastAdminOf(claims) : undefined;
      if (guess && allowed(guess)) {
        // Settled by the route's handler (readingBesideSessionCheck) or the error handler; never left unhandled.
        checked.catch(() => {});
        request.admin = guess;
        request.pendingSessionCheck = checked;
        return;
      }
      request.admin = await checked;
    };
  });
  app.decorate('requirePermission', (action: Permission): AuthHook => app.requireAuth(rolesAllowed(action)));
  app.addHook('onRoute', (route) => {
    if (route.config?.readsBesideSessionCheck) route.handler = readingBesideSessionCheck(route.handler);
  });
}

/**
 * One auth hook for every route registered in `app` (a module's own encapsulated context): the
 * module's `access`, or the route's own `config.access` where it names one. A 'public' route gets none.
 */
export function guardRoutes(app: FastifyInstance, access: RouteAccess): void {
  app.addHook('onRoute', (route) => {
    const routeAccess = route.config?.access ?? access;
    if (routeAccess === 'public') return;
    const hook = routeAccess === 'signed-in' ? app.requireAuth() : app.requirePermission(routeAccess);
    // First, before any hook a plugin added, as a route's own onRequest runs.
    route.onRequest = route.onRequest ? [hook, ...[route.onRequest].flat()] : hook;
  });
}

/**
 * The handler of a `readsBesideSessionCheck` route: its answer stands only once the session check
 * has passed with the very admin row the handler ran under; a failed check is the answer, and a
 * changed admin row runs the handler again under the new one.
 */
function readingBesideSessionCheck(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    const pending = request.pendingSessionCheck;
    if (!pending) return handler.call(this, request, reply);
    const guess = request.admin;
    const [answer, checked] = await Promise.allSettled([(async () => handler.call(this, request, reply))(), pending]);
    request.pendingSessionCheck = null;
    if (checked.status === 'rejected') {
      request.admin = null;
      throw checked.reason;
    }
    request.admin = checked.value;
    if (!guess || !sameAdminRow(guess, checked.value)) return handler.call(this, request, reply);
    if (answer.status === 'rejected') throw answer.reason;
    return answer.value;
  };
}

/**
 * The failure of a session check still running beside a request that failed before its handler
 * answered (a 400 of its query string, say), or null once it has passed: the error handler answers
 * that failure first, as it would have been had the check run before everything else.
 */
export async function failedSessionCheckOf(request: FastifyRequest): Promise<unknown> {
  const pending = request.pendingSessionCheck;
  if (!pending) return null;
  request.pendingSessionCheck = null;
  try {
    request.admin = await pending;
    return null;
  } catch (error) {
    request.admin = null;
    return error;
  }
}

/** Field by field (dates by their time): a changed row of the same admin is not the same. */
function sameAdminRow(a: AdminRow, b: AdminRow): boolean {
  const keys = Object.keys(a) as (keyof AdminRow)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    return x instanceof Date && y instanceof Date ? x.getTime() === y.getTime() : x === y;
  });
}

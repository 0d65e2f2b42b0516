import type { Permission } from '@carcare/contracts';

/**
 * Who may call a route: anyone, any signed-in admin, or the roles the contracts' permission table
 * gives a permission. A module says it once for all its routes; a route names its own (config.access)
 * only where it differs.
 */
export type RouteAccess = 'public' | 'signed-in' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's access where it differs from its module's. */
    access?: RouteAccess;
  }
}

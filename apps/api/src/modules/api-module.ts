import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { RouteAccess } from '../http/route-access';
import type { AuthService } from './auth/auth-service';
import { guardRoutes } from './auth/require-auth';
import type { BulkJobRunner } from './bulk-jobs/bulk-job-runner';
import type { ListExport } from './exports/list-export';
import type { SmsTransport } from '../sms/sms-transport';
import type { LiveHub } from './events/live-hub';
import type { AppMetrics } from '../observability/metrics';

/** What the app hands every module's routes. */
export interface ModuleDeps {
  db: Db;
  clock: Clock;
  auth: AuthService;
  /** Bulk actions over more than 1000 rows run as jobs (bulk-jobs/bulk-job-runner.ts). */
  bulkJobs: BulkJobRunner;
  /** Customers' booking messages (a moved booking) go out through the same SMS transport as codes. */
  sms: SmsTransport;
  /** What any API process changed, for the live stream (GET /api/v1/events). */
  live: LiveHub;
  /** The list exports every module declares, for the exports module's routes. */
  exports: readonly ListExport[];
  /** Counters a module's routes feed (the console's error reports). */
  metrics: Pick<AppMetrics, 'clientErrors'>;
  /** The secret the payment gateway signs its webhooks with; null: the webhook is off. */
  paymentWebhookSecret: string | null;
}

/**
 * One area of the API, declared in its folder's module.ts and listed in modules/index.ts: the app
 * registers it as one encapsulated plugin with one auth hook for all its routes.
 */
export interface ApiModule {
  /** The OpenAPI tags its routes are filed under. */
  tags: readonly { name: string; description: string }[];
  /** Who may call its routes, unless a route names its own (config.access). */
  access: RouteAccess;
  routes: readonly FastifyPluginAsync<ModuleDeps>[];
  /** Its lists' CSV/XLSX exports. */
  exports?: readonly ((db: Db) => ListExport)[];
}

export function defineModule(module: ApiModule): ApiModule {
  return module;
}

/** A module as one encapsulated plugin: its auth hook, then its routes. */
export function modulePlugin(module: ApiModule): FastifyPluginAsync<ModuleDeps> {
  return async (app, deps) => {
    guardRoutes(app, module.access);
    for (const routes of module.routes) await app.register(routes, deps);
  };
}

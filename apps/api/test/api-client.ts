import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestContext } from './test-app';
import { PHONES, signIn } from './test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls the API as one signed-in admin (or anonymously with token null). */
export interface ApiClient {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

export function apiAs(app: FastifyInstance, token: string | null): ApiClient {
  const call = (method: Method, url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  return {
    get: (url) => call('GET', url),
    post: (url, body) => call('POST', url, body ?? {}),
    patch: (url, body) => call('PATCH', url, body),
    put: (url, body) => call('PUT', url, body),
    delete: (url) => call('DELETE', url),
  };
}

export interface DemoClients {
  superAdmin: ApiClient;
  workshopAdmin: ApiClient;
  societyManager: ApiClient;
  anonymous: ApiClient;
}

/**
 * Signs the three demo admins in once. Their access tokens outlive ctx.reset() when the caller
 * keeps their sessions (ctx.keepSignedInSessions): the reseeded admins get the same ids and the
 * fake clock goes back to the start.
 */
export async function signInDemoAdmins(ctx: TestContext): Promise<DemoClients> {
  const [superAdmin, workshopAdmin, societyManager] = await Promise.all([
    signIn(ctx, PHONES.superAdmin),
    signIn(ctx, PHONES.workshopAdmin),
    signIn(ctx, PHONES.societyManager),
  ]);
  return {
    superAdmin: apiAs(ctx.app, superAdmin.access),
    workshopAdmin: apiAs(ctx.app, workshopAdmin.access),
    societyManager: apiAs(ctx.app, societyManager.access),
    anonymous: apiAs(ctx.app, null),
  };
}

export type RoleName = 'superAdmin' | 'workshopAdmin' | 'societyManager';
export const ROLE_NAMES: RoleName[] = ['superAdmin', 'workshopAdmin', 'societyManager'];

/** Seed facts the tests rely on (seeds/seed.ts): ids are in insertion order. */
export const SEED = {
  // Workshops 1..5; workshop 1 is the demo workshop admin's.
  ownWorkshopId: 1,
  otherWorkshopId: 2,
  ownSocietyId: 1,
  otherSocietyId: 2,
  // Workers 1..12 belong to workshop 1; 1..6 serve society 1; 13.. belong to workshop 2.
  workerOfOwnWorkshopInSociety: 1,
  workerOfOwnWorkshopNotInSociety: 8,
  workerOfOtherWorkshop: 15,
  // Worker 14 (workshop 2) also serves society 1.
  workerOfOtherWorkshopInSociety: 14,
} as const;

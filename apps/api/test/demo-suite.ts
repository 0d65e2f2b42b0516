import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DemoClients } from './api-client';
import { signInDemoAdmins } from './api-client';
import type { Env } from '../src/config';
import type { TestContext } from './test-app';
import { createTestContext } from './test-app';

/**
 * Registers a file's hooks for tests run as the three demo admins: one app for the whole file
 * (signing in once keeps the runs quick), emptied and reseeded before each test. `onReady` hands
 * the context and the signed-in clients to the file.
 */
export function setUpDemoAdminSuite(onReady: (ctx: TestContext, as: DemoClients) => void, env: Env = {}): void {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(env);
    await ctx.reset();
    const clients = await signInDemoAdmins(ctx);
    // Each request checks its token's session, so the sessions must outlive the resets below.
    await ctx.keepSignedInSessions();
    onReady(ctx, clients);
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.reset();
  });
}

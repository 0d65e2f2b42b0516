import { LIVE_EVENTS_PATH, listResponseSchema, serviceRequestSchema } from '@carcare/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { fastStringifyOf } from '../src/http/response-serializer';
import { PHONES, signIn } from './test-app';
import type { TestContext } from './test-app';
import { createTestContext } from './test-app';

// Production writes answers with fast-json-stringify from the route schemas (RESPONSE_VALIDATION
// off); tests and development check them with zod first. Both must write the same bytes.
describe('answers written without the zod check', () => {
  let ctx: TestContext;
  let unchecked: FastifyInstance;
  const tokens: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.reset();
    unchecked = await buildApp({ config: { ...ctx.config, validateResponses: false }, db: ctx.database.db, clock: ctx.clock, sms: ctx.sms, logger: false });
    await unchecked.ready();
    for (const phone of [PHONES.superAdmin, PHONES.workshopAdmin, PHONES.societyManager]) tokens.push((await signIn(ctx, phone)).access);
  });
  afterAll(async () => {
    await unchecked?.close();
    await ctx?.close();
  });

  it('compiles a fast writer for the list answers', () => {
    expect(fastStringifyOf(listResponseSchema(serviceRequestSchema))).not.toBeNull();
  });

  it('are the same bytes as the checked ones on every GET of the API, for each role', async () => {
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.entries(document.paths)
      // The live stream answers until its caller leaves, and is no JSON: live-events.test.ts covers it.
      .filter(([path, operations]) => 'get' in operations && path !== LIVE_EVENTS_PATH)
      .map(([path]) => path.replace(/\{[^}]+\}/g, '1'));
    expect(paths.length).toBeGreaterThan(40);
    let compared = 0;
    for (const token of tokens) {
      for (const url of paths) {
        const request = { method: 'GET' as const, url, headers: { authorization: `Bearer ${token}` } };
        const [checked, fast] = [await ctx.app.inject(request), await unchecked.inject(request)];
        expect({ url, status: fast.statusCode, body: fast.body }).toEqual({ url, status: checked.statusCode, body: checked.body });
        if (checked.statusCode === 200 && checked.headers['content-type']?.toString().startsWith('application/json')) compared++;
      }
    }
    expect(compared).toBeGreaterThan(60);
  });
});

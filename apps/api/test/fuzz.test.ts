import { toE164 } from '@carcare/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from './api-client';
import type { FuzzRequest, OpenApiDocument, Operation } from './fuzz-requests';
import { anonymousAuthorization, operationsOf, requestOf } from './fuzz-requests';
import type { ScopedCaller } from './out-of-scope-rows';
import { outOfScopeChecksums } from './out-of-scope-rows';
import type { TestContext } from './test-app';
import { createTestContext, PHONES, signIn } from './test-app';

/**
 * A property-based fuzzer driven by the API's own OpenAPI document: every operation, called as
 * each demo admin and anonymously, with generated path ids, query strings and bodies (valid-looking
 * ones and broken ones). Every answer must be below 500, every 4xx must be {message, code,
 * details?}, an anonymous call to a secured operation must be 401, and no row outside a scoped
 * caller's scope may change.
 *
 * The seed is fixed and printed; FUZZ_SEED=<n> replays a run (the database evolves the same way:
 * requests run one at a time against a fake clock) and FUZZ_RUNS=<n> sets the number of requests.
 * Problems are collected over the whole run and listed together, so one run shows every bug.
 *
 * Left out on purpose: a real image upload (it would change the rows' image URLs; the upload routes
 * get empty, truncated and mislabelled bodies instead) and a valid refresh token (logging the
 * fuzzing admin out would make the rest of its run pointless; logout and refresh still get every
 * malformed body). Each caller's run starts from the seeded rows.
 */
const DEFAULT_SEED = 20_261_125;
const DEFAULT_RUNS = 10_400;
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const totalRuns = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);

type Caller = RoleName | 'anonymous';
const CALLERS: Caller[] = ['anonymous', 'superAdmin', 'workshopAdmin', 'societyManager'];
const runsPerCaller = Math.ceil(totalRuns / CALLERS.length);

const ERROR_KEYS = new Set(['message', 'code', 'details']);

/** Why an answer breaks the API's conventions (DESIGN §2), or null. */
function conventionBroken(operation: Operation, caller: Caller, request: FuzzRequest, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (caller === 'anonymous' && operation.secured && request.routable && status !== 401) return `anonymous call answered ${status}, not 401`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${status} with a body that is not JSON`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return `${status} with a body that is not an object`;
  const error = body as Record<string, unknown>;
  if (typeof error.message !== 'string' || typeof error.code !== 'string') return `${status} without a string message and code`;
  const extra = Object.keys(error).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length > 0) return `${status} with keys beyond message, code, details: ${extra.join(', ')}`;
  if (error.details !== undefined) {
    const fine = Array.isArray(error.details) && error.details.every((detail) => typeof detail?.field === 'string' && typeof detail?.message === 'string');
    if (!fine) return `${status} with details that are not [{field, message}]`;
  }
  return null;
}

const excerpt = (text: string | Buffer | undefined, length = 300) => {
  const value = text === undefined ? '' : typeof text === 'string' ? text : `<${text.length} bytes>`;
  return value.length > length ? `${value.slice(0, length)}… (${value.length} chars)` : value;
};

let ctx: TestContext;
let operations: Operation[];
const tokens: Partial<Record<RoleName, string>> = {};
const callers: Partial<Record<RoleName, ScopedCaller>> = {};
const PHONE_OF: Record<RoleName, string> = { superAdmin: PHONES.superAdmin, workshopAdmin: PHONES.workshopAdmin, societyManager: PHONES.societyManager };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Signs a role in through the API; the fuzzer may have used up the phone's OTP sends, so those counters go first. */
async function signInAs(role: RoleName): Promise<void> {
  await ctx.database.db.execute(sql`delete from rate_limit_counters`);
  tokens[role] = (await signIn(ctx, PHONE_OF[role])).access;
}

beforeAll(async () => {
  console.log(`API fuzzer: seed ${seed}, ${runsPerCaller * CALLERS.length} requests (replay with FUZZ_SEED=${seed} FUZZ_RUNS=${totalRuns})`);
  ctx = await createTestContext();
  await ctx.reset();
  operations = operationsOf((await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument);
  for (const role of Object.keys(PHONE_OF) as RoleName[]) {
    await signInAs(role);
    const [admin] = await rows<{ id: number; workshop_id: number | null; society_id: number | null }>(
      sql`select id, workshop_id, society_id from admins where phone = ${toE164(PHONE_OF[role])}`,
    );
    callers[role] = { adminId: admin!.id, workshopId: admin!.workshop_id, societyId: admin!.society_id };
  }
  // The sessions signed in above survive each ctx.reset() (it restores the seeded rows).
  await ctx.keepSignedInSessions();
});

afterAll(async () => {
  await ctx?.close();
});

describe('the API under generated requests (OpenAPI-driven fuzzer)', () => {
  it('knows the operations of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('notices a changed row outside a workshop admin’s scope, and only there', async () => {
    await ctx.reset();
    const checksums = await outOfScopeChecksums(ctx.database.db, callers.workshopAdmin!);
    const before = await checksums();
    await ctx.database.db.execute(sql`update workers set name = name || ' Jr' where workshop_id = ${callers.workshopAdmin!.workshopId}`);
    expect(await checksums()).toEqual(before);
    await ctx.database.db.execute(sql`update workers set name = name || ' Jr' where id = (select min(id) from workers where workshop_id <> ${callers.workshopAdmin!.workshopId})`);
    const after = await checksums();
    expect(Object.keys(before).filter((table) => after[table] !== before[table])).toEqual(['workers']);
  });

  it.each(CALLERS)(
    'as %s: never a 5xx, every 4xx in the error shape, nothing outside the scope changed',
    async (caller) => {
      // Each caller starts from the seed: the super admin's run may have deactivated the others' workshops.
      await ctx.reset();
      const role = caller === 'anonymous' ? null : caller;
      // The super admin's scope is everything: only the scoped callers' runs compare rows.
      const checksums = caller === 'superAdmin' ? null : await outOfScopeChecksums(ctx.database.db, role ? callers[role]! : null);
      const before = checksums ? await checksums() : null;

      const problems = new Map<string, string>();
      const calls = new Map<string, number>();
      const statuses = new Map<string, number>();
      let sessionsLost = 0;
      // The bearer token is read when the request is sent, so a re-sign-in takes effect at once.
      const authorization = role ? fc.constant<string | null>('current') : anonymousAuthorization;
      // Built once per operation: building an arbitrary (regexes of patterns and all) costs more than drawing from it.
      const byOperation = new Map(operations.map((operation) => [operation, requestOf(operation, authorization).map((request) => ({ operation, request }))]));
      const arbitrary = fc.constantFrom(...operations).chain((operation) => byOperation.get(operation)!);

      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ operation, request }) => {
          const headers = { ...request.headers };
          if (role) headers.authorization = `Bearer ${tokens[role]}`;
          const response = await ctx.app.inject({ method: request.method, url: request.url, headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
          calls.set(operation.name, (calls.get(operation.name) ?? 0) + 1);
          const kind = `${request.method === 'GET' ? 'reads' : 'writes'} ${Math.floor(response.statusCode / 100)}xx`;
          statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
          const broken = conventionBroken(operation, caller, request, response);
          const key = `${operation.name}: ${broken}`;
          if (broken && !problems.has(key)) {
            problems.set(
              key,
              `${operation.name} as ${caller}: ${broken}\n  ${request.method} ${excerpt(request.url, 200)} ${JSON.stringify({ ...request.headers, authorization: role ? '<token>' : request.headers.authorization })}\n  body: ${excerpt(request.payload)}\n  answer: ${excerpt(response.body)}`,
            );
          }
          // No operation signs its caller out (logout needs the refresh token, which the fuzzer
          // never has; an admin cannot deactivate itself), but a workshop or society deactivation
          // could: then sign in again and count it, so the rest of the run still means something.
          if (role && response.statusCode === 401 && operation.secured) {
            const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${tokens[role]}` } });
            if (me.statusCode === 401) {
              sessionsLost += 1;
              await signInAs(role);
            }
          }
          return true;
        }),
        { seed, numRuns: runsPerCaller, endOnFailure: true },
      );

      const changed: string[] = [];
      if (checksums && before) {
        const after = await checksums();
        for (const [table, sum] of Object.entries(before)) if (after[table] !== sum) changed.push(table);
      }
      // Operations are drawn at random: with the default runs each is called ~20 times, and the
      // chance that one is never drawn is below one in a million. Fewer runs (FUZZ_RUNS) skip the check.
      const expectEveryOperation = runsPerCaller >= 15 * operations.length;
      const uncalled = expectEveryOperation ? operations.filter((operation) => !calls.has(operation.name)).map((operation) => operation.name) : [];
      console.log(`API fuzzer as ${caller}: ${[...statuses.entries()].sort().map(([kind, count]) => `${count} ${kind}`).join(', ')}`);
      if (sessionsLost > 0) console.log(`API fuzzer as ${caller}: signed in again ${sessionsLost} times`);
      expect({ problems: [...problems.values()], changedOutsideScope: changed, uncalled }, `replay with FUZZ_SEED=${seed} FUZZ_RUNS=${totalRuns}`).toEqual({
        problems: [],
        changedOutsideScope: [],
        uncalled: [],
      });
    },
    600_000,
  );
});

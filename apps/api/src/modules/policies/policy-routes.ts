import type { PolicyKind } from '@carcare/contracts';
import { DB_INTEGER_MAX, DB_INTEGER_MIN, discardedPolicyDraftSchema, POLICY_BODY_MAX, POLICY_KINDS, POLICY_MESSAGES, POLICY_TITLES, policyDocumentSchema, policyDraftListQuerySchema, policyDraftListSchema, policyHistorySchema, policyStateSchema, publicPolicySchema, publishPolicyBodySchema, renderMarkdown, savePolicyDraftBodySchema } from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { notFound, orNotFound } from '../../http/http-error';
import { bearerSecurity as security, errorResponses } from '../../http/route-docs';
import { deletedRecordOf } from '../../http/deleted-record';
import { callerOf } from '../scope/caller';
import { wantsDeleted } from '../scope/deleted-filter';
import { restoreRoute } from '../scope/restore-route';
import { policyEvents, recordHistoryRoute } from '../audit/record-history';
import { findDraft, findPublished, findVersion, listDrafts, listVersions } from './policy-queries';
import { discardPolicyDraft, publishPolicyDraft, restorePolicyDraft, savePolicyDraft } from './policy-service';


const kindSchema = z.enum(POLICY_KINDS, { error: POLICY_MESSAGES.unknownKind });
const kindParamsSchema = z.object({ kind: kindSchema });
const versionParamsSchema = z.object({
  kind: kindSchema,
  version_no: z.coerce.number({ error: 'version_no must be a number' }).int({ error: 'version_no must be a whole number' }).positive({ error: 'version_no must be a positive number' }).max(DB_INTEGER_MAX),
});
const discardQuerySchema = z.object({ version: z.coerce.number({ error: 'version must be a number' }).int({ error: 'version must be a whole number' }).min(DB_INTEGER_MIN).max(DB_INTEGER_MAX) });

/**
 * The consent form and the privacy policy: a super admin edits a Markdown draft and publishes it as
 * the next version; the customer app reads the current published version without signing in.
 */
export const policyRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const tags = ['policies'];
  const stateOf = async (kind: PolicyKind) => {
    const [draft, published] = await Promise.all([findDraft(db, kind), findPublished(db, kind)]);
    return { kind, title: POLICY_TITLES[kind], draft, published };
  };

  app.get(
    '/api/v1/public/policies/:kind',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The current published consent form or privacy policy (no sign-in)',
        description:
          'For the customer app. `html` is the Markdown body rendered safely (no raw HTML, links only http, https and mailto). ' +
          'A kind never published answers 404; an unknown kind 400. Drafts are never shown.',
        params: kindParamsSchema,
        response: { 200: publicPolicySchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const published = await findPublished(db, kind);
      if (!published || published.version_no === null || published.published_at === null) throw notFound(POLICY_MESSAGES.nothingPublished(kind));
      // Short shared caching: a new version shows within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return {
        kind,
        title: POLICY_TITLES[kind],
        version: published.version_no,
        body: published.body,
        html: renderMarkdown(published.body),
        published_at: published.published_at,
      };
    },
  );

  app.get(
    '/api/v1/policies/:kind',
    {
      schema: { tags, summary: 'The editor’s view of a policy: its draft (if any) and the current published version', security, params: kindParamsSchema, response: { 200: policyStateSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => stateOf(request.params.kind),
  );

  app.put(
    '/api/v1/policies/:kind/draft',
    {
      schema: {
        tags,
        summary: 'Save the draft text (creates the draft when there is none)',
        description: `\`version\` is the draft version read, or null when there was no draft; otherwise 409 STALE_VERSION. At most ${POLICY_BODY_MAX} characters.`,
        security,
        params: kindParamsSchema,
        body: savePolicyDraftBodySchema,
        response: { 200: policyStateSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { kind } = request.params;
      await savePolicyDraft(db, kind, request.body, callerOf(request).actor, clock.now());
      return stateOf(kind);
    },
  );

  app.delete(
    '/api/v1/policies/:kind/draft',
    {
      schema: {
        tags,
        summary: 'Discard the draft (restorable until it is purged)',
        description:
          '`?version=` is the draft version read (409 STALE_VERSION otherwise); no draft answers 409 INVALID_TRANSITION. ' +
          'Answers the policy without its draft and, in `deleted`, the id and version that `POST /api/v1/policies/drafts/:id/restore` takes to undo it.',
        security,
        params: kindParamsSchema,
        querystring: discardQuerySchema,
        response: { 200: discardedPolicyDraftSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const discarded = await discardPolicyDraft(db, kind, request.query.version, callerOf(request).actor, clock.now());
      return { ...(await stateOf(kind)), deleted: deletedRecordOf(discarded) };
    },
  );

  app.get(
    '/api/v1/policies/:kind/drafts',
    {
      schema: {
        tags,
        summary: 'The draft of a policy, or its discarded drafts',
        description: '`?deleted=true`: the discarded drafts, newest first, which restore brings back until they are purged.',
        security,
        params: kindParamsSchema,
        querystring: policyDraftListQuerySchema,
        response: { 200: policyDraftListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listDrafts(db, request.params.kind, wantsDeleted(callerOf(request).scope, request.query.deleted)) }),
  );

  restoreRoute(
    app,
    '/api/v1/policies/drafts/:id/restore',
    { tags, noun: 'a policy draft', record: policyStateSchema, alsoRefused: 'one whose policy has a newer draft 409 DUPLICATE' },
    async (id, version, { actor }) => stateOf(await restorePolicyDraft(db, id, version, actor, clock.now())),
  );

  app.post(
    '/api/v1/policies/:kind/publish',
    {
      schema: {
        tags,
        summary: 'Publish the draft as the next version',
        description:
          'The draft becomes published with the next version number; the previously published version becomes superseded (one transaction). ' +
          'No draft answers 409 INVALID_TRANSITION, a stale version 409 STALE_VERSION, an empty text 400 naming body.',
        security,
        params: kindParamsSchema,
        body: publishPolicyBodySchema,
        response: { 200: policyStateSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { kind } = request.params;
      await publishPolicyDraft(db, kind, request.body.version, callerOf(request).actor, clock.now());
      return stateOf(kind);
    },
  );

  app.get(
    '/api/v1/policies/:kind/versions',
    {
      schema: { tags, summary: 'Version history: published and superseded versions, newest first, with who published them and when', security, params: kindParamsSchema, response: { 200: policyHistorySchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => ({ data: await listVersions(db, request.params.kind) }),
  );

  app.get(
    '/api/v1/policies/:kind/versions/:version_no',
    {
      schema: { tags, summary: 'One published or superseded version, with its text', security, params: versionParamsSchema, response: { 200: policyDocumentSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const doc = await orNotFound(findVersion(db, request.params.kind, request.params.version_no), POLICY_MESSAGES.notFound);
      return doc;
    },
  );

  // Every version of a kind is its own row (a discarded draft too): its history is the events
  // about any row of that kind, which each event names.
  recordHistoryRoute(app, db, {
    path: '/api/v1/policies/:kind/history',
    tags,
    noun: 'a policy (every draft and version of its kind)',
    params: kindParamsSchema,
    events: async ({ kind }) => policyEvents(kind),
  });
};

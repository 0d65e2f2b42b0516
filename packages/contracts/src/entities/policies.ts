import { z } from 'zod';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from '../limits';
import { deletedFilterSchema, deletedRecordSchema } from './common';
import { POLICY_BODY_MAX, POLICY_KINDS, POLICY_STATUSES } from '../plain/policies';

export const policyKindSchema = z.enum(POLICY_KINDS);
export const policyStatusSchema = z.enum(POLICY_STATUSES);

/** A person and time of a policy event (who published, who last edited the draft). */
const policyActorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** One stored version of a policy: the draft (version_no null) or a published/superseded version. */
export const policyDocumentSchema = z.object({
  id: z.number().int(),
  kind: policyKindSchema,
  /** The published version number (1, 2, …); null while a draft. */
  version_no: z.number().int().nullable(),
  status: policyStatusSchema,
  body: z.string(),
  published_at: z.string().nullable(),
  published_by: policyActorSchema,
  superseded_at: z.string().nullable(),
  updated_by: policyActorSchema,
  /** Optimistic concurrency of the draft. */
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;

/** A version in the history list (no body). */
export const policyVersionSummarySchema = policyDocumentSchema.omit({ body: true });
export type PolicyVersionSummary = z.infer<typeof policyVersionSummarySchema>;

/** What the editor needs: the draft if any and the current published version if any. */
export const policyStateSchema = z.object({
  kind: policyKindSchema,
  title: z.string(),
  draft: policyDocumentSchema.nullable(),
  published: policyDocumentSchema.nullable(),
});
export type PolicyState = z.infer<typeof policyStateSchema>;

export const policyHistorySchema = z.object({ data: z.array(policyVersionSummarySchema) });

/** What discarding the draft answers: the editor's view without it, and what Undo (restore) sends back. */
export const discardedPolicyDraftSchema = policyStateSchema.extend({ deleted: deletedRecordSchema });
export type DiscardedPolicyDraft = z.infer<typeof discardedPolicyDraftSchema>;

/** A kind's drafts: the current one, or with `?deleted=true` the discarded ones a super admin can restore. */
export const policyDraftListQuerySchema = z.object({ deleted: deletedFilterSchema });
export const policyDraftListSchema = z.object({ data: z.array(policyDocumentSchema) });
export type PolicyDraftList = z.infer<typeof policyDraftListSchema>;
export type PolicyHistory = z.infer<typeof policyHistorySchema>;

/**
 * PUT the draft: `version` is the draft's version the caller read, or null when there was no draft
 * (a draft created meanwhile answers 409 STALE_VERSION).
 */
export const savePolicyDraftBodySchema = z.object({
  body: z.string({ error: 'body must be text' }).max(POLICY_BODY_MAX, { error: `The text must be at most ${POLICY_BODY_MAX.toLocaleString('en-IN')} characters` }),
  version: z.number({ error: 'version must be a number or null' }).int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX).nullable(),
});
export type SavePolicyDraftBody = z.infer<typeof savePolicyDraftBodySchema>;

/** POST publish: the draft version the caller saw. */
export const publishPolicyBodySchema = z.object({ version: z.number({ error: 'version is required' }).int().min(DB_INTEGER_MIN).max(DB_INTEGER_MAX) });
export type PublishPolicyBody = z.infer<typeof publishPolicyBodySchema>;

/** The unauthenticated answer the customer app reads. */
export const publicPolicySchema = z.object({
  kind: policyKindSchema,
  title: z.string(),
  version: z.number().int(),
  body: z.string(),
  /** The body rendered by renderMarkdown: safe to insert as HTML. */
  html: z.string(),
  published_at: z.string(),
});
export type PublicPolicy = z.infer<typeof publicPolicySchema>;

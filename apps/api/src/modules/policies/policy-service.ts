import type { PolicyKind, SavePolicyDraftBody } from '@carcare/contracts';
import { POLICY_MESSAGES } from '@carcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policyDocuments } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { auditChange } from '../../db/audit-trail';
import { nextAfterMax } from '../../db/next-after-max';
import { deletedWhere, restoreRow, softDeleteRow } from '../../db/soft-delete';
import { auditedUpdate, expectVersion, nextVersion } from '../../db/versioned-write';
import { conflict, invalidField, notFound } from '../../http/http-error';
import type { Actor } from '../admins/admin-service';

type PolicyRow = typeof policyDocuments.$inferSelect;

/** Serialises every write of one kind: two publishes (or a save and a publish) never interleave. */
async function lockKind(tx: Executor, kind: PolicyKind): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`policy:${kind}`}))`);
}

async function draftRow(tx: Executor, kind: PolicyKind): Promise<PolicyRow | null> {
  const [row] = await tx
    .select()
    .from(policyDocuments)
    .where(and(eq(policyDocuments.kind, kind), eq(policyDocuments.status, 'draft'), deletedWhere(policyDocuments)))
    .for('update');
  return row ?? null;
}

/** The kind's draft under the kind's lock, at the version the caller saw; 409 with `noDraft` when there is none. */
async function lockDraft(tx: Executor, kind: PolicyKind, version: number, noDraft: string): Promise<PolicyRow> {
  await lockKind(tx, kind);
  const draft = await draftRow(tx, kind);
  if (!draft) throw conflict('INVALID_TRANSITION', noDraft);
  expectVersion(draft.version, version);
  return draft;
}

/**
 * Saves the draft's text, creating the draft when there is none. `version` is the draft version
 * the caller read (null: it saw no draft); anything else answers 409 STALE_VERSION.
 */
export async function savePolicyDraft(db: Db, kind: PolicyKind, body: SavePolicyDraftBody, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKind(tx, kind);
    const draft = await draftRow(tx, kind);
    // A caller that saw no draft sends null.
    expectVersion(draft?.version ?? null, body.version);
    if (!draft) {
      const [created] = await tx
        .insert(policyDocuments)
        .values({ kind, body: body.body, status: 'draft', updatedBy: actor.id, createdAt: now, updatedAt: now })
        .returning({ id: policyDocuments.id });
      await auditChange(tx, { actor, now, action: 'policy.draft_create', entity: 'policy_document', entityId: created!.id, changes: { kind, body: { length: body.body.length } } });
      return;
    }
    if (draft.body === body.body) return;
    await auditedUpdate(tx, policyDocuments, draft, { body: body.body, updatedBy: actor.id }, {
      actor,
      now,
      action: 'policy.draft_update',
      entity: 'policy_document',
      changes: { kind, body: { from: { length: draft.body.length }, to: { length: body.body.length } } },
    });
  });
}

/**
 * Publishes the draft as the next version; the previously published version becomes superseded,
 * in one transaction under the kind's lock (a second concurrent publish finds no draft: 409).
 * Returns the new version number.
 */
export async function publishPolicyDraft(db: Db, kind: PolicyKind, version: number, actor: Actor, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const draft = await lockDraft(tx, kind, version, POLICY_MESSAGES.noDraft);
    if (draft.body.trim() === '') throw invalidField('body', POLICY_MESSAGES.emptyBody, 'policy_body_empty');

    const versionNo = await nextAfterMax(tx, policyDocuments.versionNo, 1, eq(policyDocuments.kind, kind));

    // Whichever version is published now (by kind, not by id), so not one row of updateVersioned.
    const superseded = await tx
      .update(policyDocuments)
      .set({ status: 'superseded', supersededAt: now, updatedAt: now, version: nextVersion(policyDocuments) })
      .where(and(eq(policyDocuments.kind, kind), eq(policyDocuments.status, 'published')))
      .returning({ id: policyDocuments.id, versionNo: policyDocuments.versionNo });
    await auditedUpdate(tx, policyDocuments, draft, { status: 'published', versionNo, publishedAt: now, publishedBy: actor.id }, {
      actor,
      now,
      action: 'policy.publish',
      entity: 'policy_document',
      changes: { kind, status: { from: 'draft', to: 'published' }, version_no: versionNo, superseded_version_no: superseded[0]?.versionNo ?? null },
    });
    return versionNo;
  });
}

/** Throws away the draft, softly: Undo restores it (the published version is untouched). Answers it as written. */
export async function discardPolicyDraft(db: Db, kind: PolicyKind, version: number, actor: Actor, now: Date): Promise<PolicyRow> {
  return db.transaction(async (tx) => {
    const draft = await lockDraft(tx, kind, version, POLICY_MESSAGES.noDraftToDiscard);
    return softDeleteRow(tx, policyDocuments, draft, { actor, now, action: 'policy.draft_discard', entity: 'policy_document', changes: { kind, body: { length: draft.body.length } } });
  });
}

/**
 * Undoes a discard while the draft is as the discard left it (`version`); answers its kind. A kind
 * keeps one draft, so one saved meanwhile answers 409 DUPLICATE (discard it first).
 */
export async function restorePolicyDraft(db: Db, id: number, version: number, actor: Actor, now: Date): Promise<PolicyKind> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ kind: policyDocuments.kind, status: policyDocuments.status }).from(policyDocuments).where(eq(policyDocuments.id, id));
    if (!row || row.status !== 'draft') throw notFound(POLICY_MESSAGES.draftNotFound);
    const kind = row.kind as PolicyKind;
    await lockKind(tx, kind);
    const other = await draftRow(tx, kind);
    if (other && other.id !== id) throw conflict('DUPLICATE', POLICY_MESSAGES.otherDraft(kind));
    await restoreRow(tx, policyDocuments, { id, version, notFound: POLICY_MESSAGES.draftNotFound, notDeleted: POLICY_MESSAGES.draftNotDeleted }, { actor, now, action: 'policy.draft_restore', entity: 'policy_document' });
    return kind;
  });
}

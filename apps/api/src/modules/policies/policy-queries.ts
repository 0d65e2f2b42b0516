import type { PolicyDocument, PolicyKind, PolicyVersionSummary } from '@carcare/contracts';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { admins, policyDocuments } from '../../db/schema';
import { deletedWhere } from '../../db/soft-delete';
import type { Executor } from '../../db/transaction';
import { rowStamps } from '../../http/row-stamps';

const publisher = alias(admins, 'publisher');
const editor = alias(admins, 'editor');

const selection = {
  doc: policyDocuments,
  publisherName: publisher.name,
  editorName: editor.name,
};

type Row = { doc: typeof policyDocuments.$inferSelect; publisherName: string | null; editorName: string | null };

function toPolicyDocument(row: Row): PolicyDocument {
  const d = row.doc;
  return {
    id: d.id,
    kind: d.kind as PolicyKind,
    version_no: d.versionNo,
    status: d.status as PolicyDocument['status'],
    body: d.body,
    published_at: d.publishedAt?.toISOString() ?? null,
    published_by: d.publishedBy !== null ? { id: d.publishedBy, name: row.publisherName ?? '' } : null,
    superseded_at: d.supersededAt?.toISOString() ?? null,
    updated_by: d.updatedBy !== null ? { id: d.updatedBy, name: row.editorName ?? '' } : null,
    ...rowStamps(d),
  };
}

async function selectDocuments(db: Executor, where: SQL | undefined): Promise<PolicyDocument[]> {
  const rows = await db
    .select(selection)
    .from(policyDocuments)
    .leftJoin(publisher, eq(publisher.id, policyDocuments.publishedBy))
    .leftJoin(editor, eq(editor.id, policyDocuments.updatedBy))
    .where(where)
    .orderBy(desc(policyDocuments.versionNo), desc(policyDocuments.id));
  return rows.map(toPolicyDocument);
}

/** The draft of a kind, if there is one (not a discarded one). */
export async function findDraft(db: Executor, kind: PolicyKind): Promise<PolicyDocument | null> {
  const [doc] = await listDrafts(db, kind);
  return doc ?? null;
}

/** A kind's current draft (at most one), or with `deleted` its discarded drafts, newest first. */
export function listDrafts(db: Executor, kind: PolicyKind, deleted = false): Promise<PolicyDocument[]> {
  return selectDocuments(db, and(eq(policyDocuments.kind, kind), eq(policyDocuments.status, 'draft'), deletedWhere(policyDocuments, deleted)));
}

/** The current published version of a kind, if any. */
export async function findPublished(db: Executor, kind: PolicyKind): Promise<PolicyDocument | null> {
  const [doc] = await selectDocuments(db, and(eq(policyDocuments.kind, kind), eq(policyDocuments.status, 'published')));
  return doc ?? null;
}

/** Published and superseded versions, newest first, without their bodies. */
export async function listVersions(db: Executor, kind: PolicyKind): Promise<PolicyVersionSummary[]> {
  const docs = await selectDocuments(db, and(eq(policyDocuments.kind, kind), inArray(policyDocuments.status, ['published', 'superseded'])));
  return docs.map(({ body: _body, ...summary }) => summary);
}

/** One published or superseded version by its number. */
export async function findVersion(db: Executor, kind: PolicyKind, versionNo: number): Promise<PolicyDocument | null> {
  const [doc] = await selectDocuments(db, and(eq(policyDocuments.kind, kind), eq(policyDocuments.versionNo, versionNo)));
  return doc ?? null;
}

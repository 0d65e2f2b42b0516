import type { DeletedRecord } from '@carcare/contracts';

/** What a soft delete answers: the id and the version Undo sends back, and when it was deleted. */
export function deletedRecordOf(row: { id: number; version: number; deletedAt: Date | null }): DeletedRecord {
  return { id: row.id, version: row.version, deleted_at: row.deletedAt!.toISOString() };
}

/** What every versioned row answers besides its own fields: its version, and when it was made and last changed. */
export function rowStamps(row: { version: number; createdAt: Date; updatedAt: Date }): { version: number; created_at: string; updated_at: string } {
  return { version: row.version, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}

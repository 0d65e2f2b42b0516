// How the audit log reads an event's changes, without zod: the console's lists use it without loading any schema (plain/index.ts).

/** One changed field as the audit log shows it: `from` is undefined for a value a record was created with. */
export interface AuditFieldChange {
  field: string;
  from?: unknown;
  to: unknown;
}

function isFromTo(value: unknown): value is { from: unknown; to: unknown } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('from') && keys.includes('to');
}

/** The changed fields of an event, in recorded order. */
export function auditFieldChanges(changes: Record<string, unknown> | null): AuditFieldChange[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, value]) => (isFromTo(value) ? { field, from: value.from, to: value.to } : { field, to: value }));
}

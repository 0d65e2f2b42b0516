/**
 * The name of the unique constraint a failed insert/update broke, or null for any other error.
 * node-postgres and PGlite both report SQLSTATE 23505 with the constraint name; drizzle wraps the
 * driver error in `cause`, so the chain is walked.
 */
export function uniqueViolationConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      // Fallback when a driver leaves `constraint` out: the detail names the column.
      return typeof candidate.detail === 'string' ? candidate.detail : 'unique';
    }
    current = candidate.cause;
  }
  return null;
}

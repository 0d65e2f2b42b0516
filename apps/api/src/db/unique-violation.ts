interface DriverError {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/**
 * The database's own error inside a failed query's error, when its SQLSTATE passes `matches`:
 * node-postgres and PGlite both report the SQLSTATE as `code`; drizzle wraps the driver error in
 * `cause`, so the chain is walked.
 */
export function driverErrorOf(error: unknown, matches: (sqlState: string) => boolean): DriverError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as DriverError;
    if (typeof candidate.code === 'string' && matches(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/** The name of the unique constraint a failed insert/update broke (SQLSTATE 23505), or null for any other error. */
export function uniqueViolationConstraint(error: unknown): string | null {
  const violation = driverErrorOf(error, (sqlState) => sqlState === '23505');
  if (!violation) return null;
  if (typeof violation.constraint === 'string') return violation.constraint;
  // Fallback when a driver leaves `constraint` out: the detail names the column.
  return typeof violation.detail === 'string' ? violation.detail : 'unique';
}

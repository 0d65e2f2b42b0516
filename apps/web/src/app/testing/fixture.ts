/**
 * A test fixture: `make()` is the sample record, `make({ status: 'inactive' })` the same with a
 * test's own fields over it. Each call returns a fresh copy, so no test sees another's changes.
 */
export function fixture<T extends object>(sample: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...structuredClone(sample), ...overrides });
}

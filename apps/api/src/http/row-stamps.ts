/** What every versioned row answers besides its own fields: its version, and when it was made and last changed. */
export function rowStamps(row: { version: number; createdAt: Date; updatedAt: Date }): { version: number; created_at: string; updated_at: string } {
  return { version: row.version, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}

/** A column's camelCase name as the contract's snake_case field (`customerName` → `customer_name`). */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}` : S;

/**
 * The columns of a row that the contract answers as they are stored, each under its snake_case name.
 * Fields that change on the way (a cast to a union, a nested reference, a date) stay written out.
 */
export function storedFields<R extends object, K extends keyof R & string>(row: R, columns: readonly K[]): { [C in K as SnakeCase<C>]: R[C] } {
  return Object.fromEntries(columns.map((column) => [column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), row[column]])) as { [C in K as SnakeCase<C>]: R[C] };
}

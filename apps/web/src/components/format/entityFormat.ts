/** Positive integer id from a route or query parameter, or null. */
export function idFromParam(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** A rating to one decimal, or "—" while there are no reviews. */
export function formatRating(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(1);
}

import type { UserType } from './roles';

// The header search's kinds and limits, apart from its zod schemas (search.ts): the console's
// header reads them on every page, and a module without zod keeps zod off those pages.

/** What the header search can find, in the order groups are shown. */
export const SEARCH_KINDS = ['request', 'concern', 'worker', 'workshop', 'society'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  request: 'Requests',
  concern: 'Concerns',
  worker: 'Workers',
  workshop: 'Workshops',
  society: 'Societies',
};

/** The kinds each role may search: what DESIGN §3 lets it see. */
export const SEARCH_KINDS_BY_ROLE: Readonly<Record<UserType, readonly SearchKind[]>> = {
  super_admin: SEARCH_KINDS,
  workshop_admin: ['request', 'concern', 'worker'],
  society_manager: ['worker'],
};

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 10;

/** The kinds a role searches when it asks for `wanted` (all of its kinds when absent). */
export function searchableKinds(role: UserType, wanted?: readonly SearchKind[]): SearchKind[] {
  const allowed = SEARCH_KINDS_BY_ROLE[role];
  return SEARCH_KINDS.filter((kind) => allowed.includes(kind) && (wanted === undefined || wanted.includes(kind)));
}

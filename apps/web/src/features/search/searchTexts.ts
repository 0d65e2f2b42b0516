import { SEARCH_MIN_LENGTH } from '@carcare/contracts';

/** Texts of the header search. */
export const SEARCH_TEXTS = {
  tooShort: `Type at least ${SEARCH_MIN_LENGTH} characters`,
  noMatches: 'No matches',
  searching: 'Searching…',
  failed: 'Search failed; try again',
  filtersTitle: 'Search in',
  more: 'More matches: refine your search',
} as const;

import { BULK_JOB_MAX_ITEMS, BULK_MAX_ITEMS } from '@carcare/contracts';

const count = (n: number) => n.toLocaleString('en-IN');

/** The words every bulk bar and results dialog shares; each list names its rows in its own texts (BulkNounTexts). */
export const BULK_TEXTS = {
  selected: (n: number) => `${count(n)} selected`,
  selectAllMatching: (n: number) => `Select all ${count(n)} matching`,
  narrowFilter: `Narrow the filter to ${count(BULK_JOB_MAX_ITEMS)} or fewer to select all matching`,
  // A very large list answers an estimated total: "all matching" needs the exact count the server checks.
  filterToSelectAll: 'Filter the list to select all matching',
  tooManySelected: `Select at most ${count(BULK_MAX_ITEMS)} at once`,
  clear: 'Clear',
  resultTitle: (done: number, refused: number) => `${count(done)} done · ${count(refused)} refused`,
  selectRefused: 'Select the refused ones',
  close: 'Close',
  keep: 'Keep',
  failed: 'The action could not be done.',
} as const;

/** How a list names its rows around its bulk bar and results. */
export interface BulkNounTexts {
  /** The bar's accessible name: "Selected leaves". */
  region: string;
  /** The results' list of refused rows: "Refused leaves". */
  refusedList: string;
  /** Said when nothing was refused: "Every leave was decided." */
  allDone: string;
  /** A refused row the page has no copy of: "Leave #12". */
  unknownRow: (id: number) => string;
}

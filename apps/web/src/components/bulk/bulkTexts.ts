import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The words every bulk bar, confirmation and results dialog shares; each list names its rows in its own texts (BulkNounTexts). */
export const bulkCatalogue = defineCatalogue('bulk', english, () => import('./i18n/hi.json'));

export type BulkKey = Extract<keyof typeof english, string>;
export type BulkTexts = Translate<BulkKey>;

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

/** The keys a list's own catalogue gives its bulk nouns. */
export type BulkNounKey = 'bulk.region' | 'bulk.refusedList' | 'bulk.allDone' | 'bulk.unknownRow';

/** A list's bulk nouns from its own catalogue (`bulk.region`, `bulk.refusedList`, `bulk.allDone`, `bulk.unknownRow` with `{id}`). */
export function bulkNounsOf(t: Translate<BulkNounKey>): BulkNounTexts {
  return { region: t('bulk.region'), refusedList: t('bulk.refusedList'), allDone: t('bulk.allDone'), unknownRow: (id: number) => t('bulk.unknownRow', { id }) };
}

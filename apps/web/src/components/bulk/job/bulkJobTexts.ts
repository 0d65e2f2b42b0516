import { defineCatalogue, type Translate } from '../../../i18n/catalogue';
import english from './i18n/en.json';

/**
 * The words of a bulk action run as a job (the confirmation's note, the progress panel, how it
 * ended), in English and Hindi. A catalogue of its own, apart from the bar's catalogue (bulkTexts.ts), so the
 * conversion of components/ to catalogues merges without touching it.
 */
export const bulkJobCatalogue = defineCatalogue('bulkJob', english, () => import('./i18n/hi.json'));
export type BulkJobTexts = Translate<Extract<keyof typeof english, string>>;

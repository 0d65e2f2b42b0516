import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The words of a list's spreadsheet import: its button, dialog, dry-run table, progress and summary, in English and Hindi. */
export const importCatalogue = defineCatalogue('import', english, () => import('./i18n/hi.json'));
export type ImportTexts = Translate<Extract<keyof typeof english, string>>;

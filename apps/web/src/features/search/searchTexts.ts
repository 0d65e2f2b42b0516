import { defineCatalogue } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** Texts of the header search (its kinds too: SEARCH_KIND_LABELS in English), and their Hindi. */
export const searchCatalogue = defineCatalogue('search', english, () => import('./i18n/hi.json'));

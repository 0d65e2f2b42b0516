import { defineCatalogue } from '../../i18n/catalogue';
import english from './i18n/en.json';

/**
 * The page loader's one word, apart from the other shared components' texts: the loader is on the
 * sign-in page, which should not carry the status chips' and dialogs' words.
 */
export const loaderCatalogue = defineCatalogue('loader', english, () => import('./i18n/hi.json'));

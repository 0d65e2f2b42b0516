import { defineCatalogue } from '../../i18n/catalogue';
import english from './i18n/en.json';

/**
 * The words of Undo and of the Deleted filter, apart from the shared components' catalogue: only the
 * pages that delete softly load them, not every page.
 */
export const undoCatalogue = defineCatalogue('undo', english, () => import('./i18n/hi.json'));

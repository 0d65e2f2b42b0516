import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The words of every list's own tools: toolbar, pager, phone sort, columns, saved views, exports. */
export const listCatalogue = defineCatalogue('list', english, () => import('./i18n/hi.json'));

export type ListKey = Extract<keyof typeof english, string>;
export type ListTexts = Translate<ListKey>;

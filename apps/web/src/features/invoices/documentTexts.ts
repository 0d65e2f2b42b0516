import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/documents.en.json';

/** The GST documents' downloads on a request's page and receipt, English and Hindi: loaded with that page only. */
export const documentCatalogue = defineCatalogue('documents', english, () => import('./i18n/documents.hi.json'));

export type DocumentTexts = Translate<Extract<keyof typeof english, string>>;

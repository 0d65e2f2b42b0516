import { defineCatalogue } from '../i18n/catalogue';
import english from './i18n/en.json';

/** The pages outside the console frame: not found (the spec's texts) and unauthorized, English and Hindi. */
export const pageCatalogue = defineCatalogue('pages', english, () => import('./i18n/hi.json'));


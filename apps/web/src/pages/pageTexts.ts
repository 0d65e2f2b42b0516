import { defineCatalogue } from '../i18n/catalogue';
import english from './i18n/en.json';

/**
 * The pages outside the console frame: not found (the spec's texts), unauthorized and the route
 * error, English and Hindi. Loaded with the router (the route error is not a lazy page), so its
 * Hindi is ready whenever Hindi is shown.
 */
export const pageCatalogue = defineCatalogue('pages', english, () => import('./i18n/hi.json'));

import { defineCatalogue } from '../i18n/catalogue';
import english from './routeError/i18n/en.json';

/**
 * The route error's three texts, apart from the other pages': the router loads them with the
 * sign-in page (the route error is not a lazy page), so they stay out of the lazy pages' catalogue.
 */
export const routeErrorCatalogue = defineCatalogue('route-error', english, () => import('./routeError/i18n/hi.json'));

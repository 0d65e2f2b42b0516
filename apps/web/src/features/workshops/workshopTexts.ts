import { defineCatalogue } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** Texts of the super admin's workshop pages (the spec does not show them; these are the console's own), and their Hindi. */
export const workshopCatalogue = defineCatalogue('workshops', english, () => import('./i18n/hi.json'));

export type WorkshopTextKey = NonNullable<(typeof workshopCatalogue)['keys']>;

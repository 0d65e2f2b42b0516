import { defineCatalogue } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** Texts of the super admin's society pages (the spec does not show them; these are the console's own), and their Hindi. */
export const societyCatalogue = defineCatalogue('societies', english, () => import('./i18n/hi.json'));

export type SocietyTextKey = NonNullable<(typeof societyCatalogue)['keys']>;

import { defineCatalogue } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** Texts of the invoices list and its GSTR-1 button, and their Hindi. */
export const invoiceCatalogue = defineCatalogue('invoices', english, () => import('./i18n/hi.json'));

export type InvoiceTextKey = NonNullable<(typeof invoiceCatalogue)['keys']>;

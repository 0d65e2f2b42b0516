import { defineCatalogue } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** Texts of the transactions page, its details drawer and refund dialog, and their Hindi. */
export const transactionCatalogue = defineCatalogue('transactions', english, () => import('./i18n/hi.json'));

export type TransactionTextKey = NonNullable<(typeof transactionCatalogue)['keys']>;

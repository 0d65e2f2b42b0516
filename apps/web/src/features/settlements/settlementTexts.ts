import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** Texts of the statements list, a statement's page and its dialogs, and their Hindi. */
export const settlementCatalogue = defineCatalogue('settlements', english, () => import('./i18n/hi.json'));

export type SettlementTextKey = NonNullable<(typeof settlementCatalogue)['keys']>;
export type SettlementTexts = Translate<SettlementTextKey>;

import { defineCatalogue } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The record pages' tab labels: their own small catalogue, so only record pages carry them. */
export const recordTabsCatalogue = defineCatalogue('recordTabs', english, () => import('./i18n/hi.json'));

import { defineCatalogue } from '../../i18n/catalogue';
import english from './i18n/field.en.json';

/**
 * What a field's problem says, by its code (`field.<code>`): a catalogue apart from the form parts'
 * words, so a page with only a date field (the dashboard's range) loads none of it.
 */
export const fieldCatalogue = defineCatalogue('field', english, () => import('./i18n/field.hi.json'));

export type FieldKey = Extract<keyof typeof english, string>;

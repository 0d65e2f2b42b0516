import type { SopAction } from '@carcare/contracts';
import { LIST_PANEL_TEXT_NAMES, RECORD_LOAD_TEXT_NAMES } from '../../components/list/listTextNames';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import { pickTexts } from '../../i18n/pickTexts';
import english from './i18n/en.json';

/** Texts of the SOP pages (the spec does not show them; these are the console's own), and their Hindi. */
export const sopCatalogue = defineCatalogue('sops', english, () => import('./i18n/hi.json'));

export type SopText = Translate<Extract<keyof typeof english, string>>;

/** Archiving is the status change shown in warning colours: a rule, not a word. */
export const SOP_ACTION_DESTRUCTIVE: Readonly<Record<SopAction, boolean>> = { publish: false, archive: true };

/** The words of an SOP page's loading states. */
export function sopLoadTexts(t: SopText) {
  return pickTexts(t, RECORD_LOAD_TEXT_NAMES);
}

/** The words of the SOP list, as the list components take them. */
export function sopListTexts(t: SopText) {
  return pickTexts(t, LIST_PANEL_TEXT_NAMES);
}

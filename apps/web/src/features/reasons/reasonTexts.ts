import { LIST_PANEL_TEXT_NAMES } from '../../components/list/listTextNames';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import { pickTexts } from '../../i18n/pickTexts';
import english from './i18n/en.json';

/** Texts of the cancellation reasons page (the spec does not show them; these are the console's own), and their Hindi. */
export const reasonCatalogue = defineCatalogue('reasons', english, () => import('./i18n/hi.json'));

export type ReasonText = Translate<Extract<keyof typeof english, string>>;

/** The words of the reasons list, as the list components take them. */
export function reasonListTexts(t: ReasonText) {
  return pickTexts(t, LIST_PANEL_TEXT_NAMES);
}

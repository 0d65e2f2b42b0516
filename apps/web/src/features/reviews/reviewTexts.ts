import type { ReviewAction } from '@carcare/contracts';
import type { ListPanelTexts } from '../../components/list/ListCard';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';
import { pickTexts } from '../../i18n/pickTexts';
import { LIST_PANEL_TEXT_NAMES } from '../../components/list/listTextNames';

/** Texts of the reviews pages (the spec does not show them; these are the console's own), English and Hindi. */
export const reviewCatalogue = defineCatalogue('reviews', english, () => import('./i18n/hi.json'));

export type ReviewTexts = Translate<Extract<keyof typeof english, string>>;

/** Per moderation action: the row button, the dialog and the snackbar. */
export function moderationTexts(t: ReviewTexts, action: ReviewAction) {
  return pickTexts(t, ['button', 'title', 'text', 'confirm', 'done'], `action.${action}.`);
}

/** The words of the review list for ListCard. */
export function reviewListTexts(t: ReviewTexts): ListPanelTexts {
  return pickTexts(t, LIST_PANEL_TEXT_NAMES);
}

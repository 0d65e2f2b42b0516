import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import { approximateCount } from '../../components/format/entityFormat';
import { validationMessagesOf } from '../../i18n/validationMessages';
import english from './i18n/en.json';

/** Texts of the User Concerns pages (the spec does not show them; these are the console's own). */
export const concernCatalogue = defineCatalogue('concerns', english, () => import('./i18n/hi.json'));

type ConcernKey = Extract<keyof typeof english, string>;
export type ConcernTranslate = Translate<ConcernKey>;

/** "360 concerns", "1 concern", or "About 1.2 M concerns" when the server estimated the total. */
export function concernTotal(t: ConcernTranslate, count: number, isEstimate?: boolean): string {
  return isEstimate ? t('totalAbout', { approx: approximateCount(count) }) : t('total', { count });
}

/** A field message (the contract's English, checked in the browser or by the server) in the language shown. */
export const validationMessage = validationMessagesOf<ConcernKey>(english);

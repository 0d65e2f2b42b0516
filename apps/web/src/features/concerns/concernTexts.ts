import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import { approximateCount } from '../../components/format/entityFormat';
import english from './i18n/en.json';

/** Texts of the User Concerns pages (the spec does not show them; these are the console's own). */
export const concernCatalogue = defineCatalogue('concerns', english, () => import('./i18n/hi.json'));

type ConcernKey = Extract<keyof typeof english, string>;
export type ConcernTranslate = Translate<ConcernKey>;

/** "360 concerns", "1 concern", or "About 1.2 M concerns" when the server estimated the total. */
export function concernTotal(t: ConcernTranslate, count: number, isEstimate?: boolean): string {
  return isEstimate ? t('totalAbout', { approx: approximateCount(count) }) : t('total', { count });
}

/** The schema's English messages (packages/contracts) by their catalogue key, to say them in the language shown. */
const VALIDATION_KEY_OF_MESSAGE: ReadonlyMap<string, ConcernKey> = new Map(
  Object.entries(english)
    .filter(([key]) => key.startsWith('validation.'))
    .map(([key, message]) => [message, key as ConcernKey]),
);

/** A field message (the contract's English, checked in the browser or by the server) in the language shown. */
export function validationMessage(t: ConcernTranslate, message: string): string;
export function validationMessage(t: ConcernTranslate, message: string | undefined): string | undefined;
export function validationMessage(t: ConcernTranslate, message: string | undefined): string | undefined {
  const key = message === undefined ? undefined : VALIDATION_KEY_OF_MESSAGE.get(message);
  return key ? t(key) : message;
}

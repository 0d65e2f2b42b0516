import type { FieldValues, Resolver } from 'react-hook-form';
import { defineCatalogue, translatorFor, type Translate } from '../../i18n/catalogue';
import { validationMessagesOf } from '../../i18n/validationMessages';
import english from './i18n/en.json';

/** Texts of the Settings pages: Consent Form, Privacy Policy (`policy.*`) and Promotional Banners (`banner.*`). */
export const contentCatalogue = defineCatalogue('content', english, () => import('./i18n/hi.json'));

type ContentKey = Extract<keyof typeof english, string>;
export type ContentTranslate = Translate<ContentKey>;

/** A field or file message (the contract's English, checked in the browser or by the server) in the language shown. */
export const validationMessage = validationMessagesOf<ContentKey>(english);

/** A form resolver whose field messages are said in the language shown when the form is checked. */
export function inLanguageShown<V extends FieldValues, O>(check: Resolver<V, unknown, O>): Resolver<V, unknown, O> {
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const t = translatorFor(contentCatalogue);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string') error.message = validationMessage(t, error.message);
    }
    return result;
  };
}

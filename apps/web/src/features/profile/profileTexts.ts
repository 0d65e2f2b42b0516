import { isUserType } from '@carcare/contracts';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import { validationMessagesOf } from '../../i18n/validationMessages';
import english from './i18n/en.json';

/** Texts of the own-profile page (the spec does not show it; these are the console's own). */
export const profileCatalogue = defineCatalogue('profile', english, () => import('./i18n/hi.json'));

type ProfileKey = Extract<keyof typeof english, string>;
export type ProfileTranslate = Translate<ProfileKey>;

/** A field message of the form (the contract's English, checked in the browser or by the server) in the language shown. */
export const validationMessage = validationMessagesOf<ProfileKey>(english);

/** The admin's role as the profile shows it. */
export function roleText(t: ProfileTranslate, userType: string): string {
  return isUserType(userType) ? t(`role.${userType}`) : userType;
}

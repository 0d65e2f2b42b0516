import { isUserType } from '@carcare/contracts';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** Texts of the own-profile page (the spec does not show it; these are the console's own). */
export const profileCatalogue = defineCatalogue('profile', english, () => import('./i18n/hi.json'));

type ProfileKey = Extract<keyof typeof english, string>;
export type ProfileTranslate = Translate<ProfileKey>;

/** The schema's English messages (packages/contracts) by their catalogue key, to say them in the language shown. */
const VALIDATION_KEY_OF_MESSAGE: ReadonlyMap<string, ProfileKey> = new Map(
  Object.entries(english)
    .filter(([key]) => key.startsWith('validation.'))
    .map(([key, message]) => [message, key as ProfileKey]),
);

/** A field message of the form (the contract's English, checked in the browser or by the server) in the language shown. */
export function validationMessage(t: ProfileTranslate, message: string | undefined): string | undefined {
  const key = message === undefined ? undefined : VALIDATION_KEY_OF_MESSAGE.get(message);
  return key ? t(key) : message;
}

/** The admin's role as the profile shows it. */
export function roleText(t: ProfileTranslate, userType: string): string {
  return isUserType(userType) ? t(`role.${userType}`) : userType;
}

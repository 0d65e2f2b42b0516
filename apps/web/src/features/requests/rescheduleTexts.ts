import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/reschedule.en.json';

/** The reschedule dialog's texts, English and Hindi: loaded with the dialog, not with the requests' pages. */
export const rescheduleCatalogue = defineCatalogue('reschedule', english, () => import('./i18n/reschedule.hi.json'));

export type RescheduleTexts = Translate<Extract<keyof typeof english, string>>;

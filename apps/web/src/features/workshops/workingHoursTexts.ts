import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/hours.en.json';

/** Texts of a workshop's working-hours card and its editor, and their Hindi. */
export const workingHoursCatalogue = defineCatalogue('workingHours', english, () => import('./i18n/hours.hi.json'));

export type WorkingHoursText = Translate<Extract<keyof typeof english, string>>;

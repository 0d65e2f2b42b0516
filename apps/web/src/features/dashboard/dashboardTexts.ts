import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The dashboards' panels, figures and charts, English and Hindi. */
export const dashboardCatalogue = defineCatalogue('dashboard', english, () => import('./i18n/hi.json'));

export type DashboardTexts = Translate<Extract<keyof typeof english, string>>;

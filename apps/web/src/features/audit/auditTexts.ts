import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The audit log's texts (the console's own; the spec does not show this page). */
export const auditCatalogue = defineCatalogue('audit', english, () => import('./i18n/hi.json'));

export type AuditKey = Extract<keyof typeof english, string>;
export type AuditTranslate = Translate<AuditKey>;

/** The keys the catalogue has, to tell a known action or role from one added later. */
export const auditWords: Readonly<Record<string, string>> = english;

/** The list's saved columns and views stay the same whichever language the grid label is in. */
export const AUDIT_GRID_LABEL_ENGLISH = english.gridLabel;

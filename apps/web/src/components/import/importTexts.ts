import type { Language } from '@carcare/contracts';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import { fieldErrorText, type FieldProblem } from '../form/fieldErrorText';
import english from './i18n/en.json';

/** The words of a list's spreadsheet import: its button, dialog, dry-run table, progress and summary, in English and Hindi. */
export const importCatalogue = defineCatalogue('import', english, () => import('./i18n/hi.json'));
export type ImportTexts = Translate<Extract<keyof typeof english, string>>;

/** The import's own field codes (a bad file, a record out of reach), which its catalogue says; the schema's codes are the shared form catalogue's. */
const IMPORT_CODES = new Set(Object.keys(english).filter((key) => key.startsWith('problem.')).map((key) => key.slice('problem.'.length)));

/**
 * What the import says about one problem of a file or a row, in the language shown: the server's
 * English sentence in English; in Hindi the import's own text of its code, else the shared one.
 */
export function importProblemText(t: ImportTexts, problem: FieldProblem, language: Language): string {
  if (language === 'en' || !problem.code || !IMPORT_CODES.has(problem.code)) return fieldErrorText(problem, language);
  return t(`problem.${problem.code}` as Parameters<ImportTexts>[0], { ...problem.params });
}

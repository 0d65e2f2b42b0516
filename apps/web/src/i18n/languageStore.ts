import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@carcare/contracts';

/** Where the browser keeps the language chosen before sign-in (and the last one shown). */
export const LANGUAGE_STORAGE_KEY = 'carcare.language';
/** Where it keeps a language picked on the sign-in page until sign-in saves it on the admin, so a reload keeps the pick. */
const PICKED_STORAGE_KEY = 'carcare.language.picked';

type Listener = () => void;

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(key: string): Language | null {
  try {
    const stored = window.localStorage.getItem(key);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be off (private mode, a policy), or there is no window (a test outside a
    // browser): the console then opens in English.
    return null;
  }
}

/** Remembers `language` under `key`; '' forgets it (it is then read as none). */
function storeLanguage(key: string, language: Language | '') {
  try {
    window.localStorage.setItem(key, language);
  } catch {
    // Not remembered in this browser; the admin's own setting still follows them after sign-in.
  }
}

let current: Language = readStoredLanguage(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE;
let requested: Language = current;
let changeTicket = 0;
/** Set when someone picks a language on the sign-in page: that choice then becomes the admin's. */
let chosenBeforeSignIn: Language | null = readStoredLanguage(PICKED_STORAGE_KEY);
const listeners = new Set<Listener>();
/** Work a language needs before it is shown (its catalogues, its font), registered by the i18n modules. */
const preparers = new Set<(language: Language) => Promise<unknown>>();

function applyToDocument(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(current);

export function currentLanguage(): Language {
  return current;
}

/** The language last asked for: the one shown, or the one being prepared to be shown next. */
export function requestedLanguage(): Language {
  return requested;
}

export function subscribeToLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers work to finish before a language is shown, e.g. loading its messages. */
export function onLanguagePrepare(prepare: (language: Language) => Promise<unknown>): void {
  preparers.add(prepare);
}

/**
 * Shows the console in `language`: loads what it needs first (so nothing flashes half-translated),
 * then re-renders every text, sets `<html lang>` and remembers the choice in this browser.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) return;
  // The last language asked for wins, whichever finishes preparing first (Hindi's catalogues take
  // longer than English's nothing): an earlier call that is still preparing does not switch back.
  const ticket = (changeTicket += 1);
  requested = language;
  await Promise.all([...preparers].map((prepare) => prepare(language).catch(() => undefined)));
  if (ticket !== changeTicket) return;
  storeLanguage(LANGUAGE_STORAGE_KEY, language);
  if (language === current) return;
  current = language;
  applyToDocument(language);
  for (const listener of listeners) listener();
}

/** A language picked on the sign-in page, remembered until sign-in saves it on the admin. */
export async function chooseLanguageBeforeSignIn(language: Language): Promise<void> {
  chosenBeforeSignIn = language;
  storeLanguage(PICKED_STORAGE_KEY, language);
  await changeLanguage(language);
}

/**
 * The language to show after sign-in: the one just picked on the sign-in page if any (which the
 * caller then saves on the admin), else the admin's own. Clears the pick.
 */
export function languageAfterSignIn(adminLanguage: Language): { language: Language; saveOnAdmin: boolean } {
  const picked = chosenBeforeSignIn;
  chosenBeforeSignIn = null;
  storeLanguage(PICKED_STORAGE_KEY, '');
  return picked && picked !== adminLanguage ? { language: picked, saveOnAdmin: true } : { language: adminLanguage, saveOnAdmin: false };
}

/** Tests start in English with no pick pending, whatever the test before them did. */
export async function resetLanguageForTests(): Promise<void> {
  chosenBeforeSignIn = null;
  storeLanguage(PICKED_STORAGE_KEY, '');
  await changeLanguage(DEFAULT_LANGUAGE);
}

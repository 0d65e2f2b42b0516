import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALE_OF_LANGUAGE, type Language } from '@carcare/contracts';
import { currentLanguage, onLanguagePrepare } from './languageStore';

/**
 * The catalogue files (`i18n/en.json`, `i18n/hi.json`) hold ICU message strings; the build
 * (`compiledMessages()` in vite.config.ts) turns each into its parsed form, so the browser gets
 * no ICU parser; a message that is plain text stays a string. TypeScript still sees the JSON's
 * strings: this is what the module really holds.
 */
type CompiledMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

/**
 * intl-messageformat resolves the locale of every message it builds through
 * Intl.NumberFormat.supportedLocalesOf. The console's locales are its own two (LOCALE_OF_LANGUAGE),
 * so they are taken as they are, once each.
 */
const resolvedLocales = new Map<string, Intl.Locale>();
IntlMessageFormat.resolveLocale = (locales) => {
  const tag = typeof locales === 'string' ? locales : locales[0]!;
  let locale = resolvedLocales.get(tag);
  if (!locale) resolvedLocales.set(tag, (locale = new Intl.Locale(tag)));
  return locale;
};

/** The values an ICU message may interpolate. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

export interface Catalogue<Key extends string> {
  /** Names the area in errors and in the catalogue checks. */
  readonly area: string;
  readonly english: CompiledMessages;
  /** Hindi, once loaded: its own chunk, fetched only when Hindi is shown. */
  hindi: CompiledMessages | null;
  loadHindi(): Promise<CompiledMessages>;
  /** Formatters by language and key, built once each. */
  readonly formats: Map<string, IntlMessageFormat>;
  /** Only for the type: the area's keys. */
  readonly keys?: Key;
}

type HindiModule = { default: Readonly<Record<string, string>> };

/**
 * One area's messages: English bundled with the area's code, Hindi loaded on demand. `english`
 * is the imported `i18n/en.json`, `hindi` a function importing `i18n/hi.json`.
 */
export function defineCatalogue<Messages extends Readonly<Record<string, string>>>(
  area: string,
  english: Messages,
  hindi: () => Promise<HindiModule>,
): Catalogue<Extract<keyof Messages, string>> {
  let loading: Promise<CompiledMessages> | null = null;
  const catalogue: Catalogue<Extract<keyof Messages, string>> = {
    area,
    english: english as unknown as CompiledMessages,
    hindi: null,
    formats: new Map(),
    loadHindi() {
      if (!loading) {
        const load: Promise<CompiledMessages> = hindi().then(
          (module) => {
            catalogue.hindi = module.default as unknown as CompiledMessages;
            // React's `use` reads a settled promise's result from these fields without suspending.
            Object.assign(load, { status: 'fulfilled', value: catalogue.hindi });
            return catalogue.hindi;
          },
          (error: unknown) => {
            loading = null; // a failed chunk load may be tried again
            throw error;
          },
        );
        loading = load;
      }
      return loading;
    },
  };
  // An area opened while Hindi is shown starts fetching its Hindi at once; a later switch waits for it.
  if (currentLanguage() === 'hi') catalogue.loadHindi().catch(() => undefined);
  onLanguagePrepare((language) => (language === 'hi' ? catalogue.loadHindi() : Promise.resolve()));
  return catalogue;
}

/**
 * The text of `key` in `language`, with `values` filled in. Falls back to English while the
 * Hindi catalogue is not loaded, or for a key it lacks (the catalogue checks fail on those).
 */
export function formatMessage<Key extends string>(catalogue: Catalogue<Key>, language: Language, key: Key, values?: MessageValues): string {
  // A key not yet translated (a text just added in English) shows in English rather than break the page.
  const hindi = language === 'hi' ? catalogue.hindi?.[key] : undefined;
  const shown: Language = hindi ? 'hi' : 'en';
  const cacheKey = `${shown}\u0000${key}`;
  let format = catalogue.formats.get(cacheKey);
  if (!format) {
    const message = hindi ?? catalogue.english[key];
    if (message === undefined) throw new Error(`No message "${key}" in the ${catalogue.area} catalogue`);
    if (typeof message === 'string') return message;
    format = new IntlMessageFormat(message, LOCALE_OF_LANGUAGE[shown]);
    catalogue.formats.set(cacheKey, format);
  }
  return String(format.format(values as Record<string, string | number | Date> | undefined));
}

/** A function that answers the text of a key: what components and column builders receive. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** Texts in the language shown now, for code outside components (a snackbar after an await). */
export function translatorFor<Key extends string>(catalogue: Catalogue<Key>, language: Language = currentLanguage()): Translate<Key> {
  return (key, values) => formatMessage(catalogue, language, key, values);
}

/**
 * What the console says about a failed call: the server's own `message` in English (the spec's
 * texts, word for word), and in Hindi the catalogue's `error.<CODE>` text, when it has one.
 */
export function serverMessageIn<Key extends string>(
  catalogue: Catalogue<Key>,
  language: Language,
  failure: { code?: string | null; message: string },
): string {
  if (language === 'en' || !failure.code) return failure.message;
  const key = `error.${failure.code}` as Key;
  return key in catalogue.english ? formatMessage(catalogue, language, key) : failure.message;
}

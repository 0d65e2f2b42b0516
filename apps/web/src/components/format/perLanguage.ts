import type { Language } from '@carcare/contracts';
import { currentLanguage } from '../../i18n/languageStore';

/**
 * A formatter for the language shown, built the first time it is asked for and kept. Building an
 * Intl formatter costs far more than formatting with one already built (the first of a locale most,
 * as it loads the locale's data);
 * a dashboard or a list formats dozens of counts and dates as it first renders.
 */
export function perLanguage<Formatter>(build: (language: Language) => Formatter): () => Formatter {
  const built: Partial<Record<Language, Formatter>> = {};
  return () => {
    const language = currentLanguage();
    return (built[language] ??= build(language));
  };
}

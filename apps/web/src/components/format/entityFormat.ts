import { LOCALE_OF_LANGUAGE, type Language } from '@carcare/contracts';
import { currentLanguage } from '../../i18n/languageStore';

/** Positive integer id from a route or query parameter, or null. */
export function idFromParam(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** A rating to one decimal, or "—" while there are no reviews. */
export function formatRating(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(1);
}

const COMPACT: Partial<Record<Language, Intl.NumberFormat>> = {};
function compact(): Intl.NumberFormat {
  const language = currentLanguage();
  // English keeps "1.2 M"; Hindi says lakh and crore ("12 लाख").
  return (COMPACT[language] ??= new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en', { notation: 'compact', maximumFractionDigits: 1 }));
}

const GROUPED: Partial<Record<Language, Intl.NumberFormat>> = {};

/** A count with Indian grouping in the language shown: 1,23,456. */
export function formatCount(count: number): string {
  const language = currentLanguage();
  // One formatter per language, built once: toLocaleString builds one per call, about 0.1 ms each,
  // and a dashboard or a list page formats dozens of counts as it first renders.
  return (GROUPED[language] ??= new Intl.NumberFormat(LOCALE_OF_LANGUAGE[language])).format(count);
}

/** A total the server estimated, no more precise than the estimate: "1.2 M", "240 K". */
export function approximateCount(count: number): string {
  return compact().format(count).replace(/(\d)([KMBT])$/, '$1 $2');
}

/** "360 requests", "1 request", or "about 1.2 M requests" when the server estimated the total. */
export function countedText(count: number, isEstimate: boolean | undefined, one: string, many: string): string {
  const noun = count === 1 ? one : many;
  return isEstimate ? `about ${approximateCount(count)} ${noun}` : `${formatCount(count)} ${noun}`;
}

/** The text with its first letter capitalised, to start a line ("About 1.2 M requests"). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

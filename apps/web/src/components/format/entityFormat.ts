import { LOCALE_OF_LANGUAGE } from '@carcare/contracts';
import { perLanguage } from './perLanguage';

/** Positive integer id from a route or query parameter, or null. */
export function idFromParam(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** A rating to one decimal, or "—" while there are no reviews. */
export function formatRating(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(1);
}

// English keeps "1.2 M"; Hindi says lakh and crore ("12 लाख").
const compact = perLanguage((language) => new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en', { notation: 'compact', maximumFractionDigits: 1 }));
// Not toLocaleString, which builds a formatter on every call.
const grouped = perLanguage((language) => new Intl.NumberFormat(LOCALE_OF_LANGUAGE[language]));

/** A count with Indian grouping in the language shown: 1,23,456. */
export function formatCount(count: number): string {
  return grouped().format(count);
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

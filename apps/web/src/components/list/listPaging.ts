import { translatorFor } from '../../i18n/catalogue';
import { approximateCount } from '../format/entityFormat';
import { listCatalogue, type ListTexts } from './listTexts';

/** The page sizes a list offers; the API caps page_size at 100. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** The page sizes offered, with the one a link named (page_size=5) among them. */
export function pageSizeOptionsWith(pageSize: number): number[] {
  return PAGE_SIZE_OPTIONS.includes(pageSize) ? PAGE_SIZE_OPTIONS : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b);
}

/** The last page that holds rows (1 for an empty list). */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The pager's "26–50 of 360", or "of about 1.2 M" when the server estimated the total; Indian grouping in both languages. */
export function displayedRowsText(from: number, to: number, count: number, estimate: boolean | undefined, t: ListTexts = translatorFor(listCatalogue)): string {
  // The page's ends stay ungrouped, as the pager has always shown them ("1001–1025"); the total is grouped.
  const ends = { from: String(from), to: String(to) };
  return estimate ? t('pager.rowsOfAbout', { ...ends, approx: approximateCount(count) }) : t('pager.rows', { ...ends, count });
}

import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';
import type { DropRefusal } from './dropRules';

/** The board's texts (date switcher, lanes, drops, the Assign or move dialog), English and Hindi. */
export const scheduleCatalogue = defineCatalogue('schedule', english, () => import('./i18n/hi.json'));

export type ScheduleKey = Extract<keyof typeof english, string>;
export type ScheduleTexts = Translate<ScheduleKey>;

/** Why the board will not take a drop, in the language shown. */
export function refusalText(t: ScheduleTexts, refusal: DropRefusal, formatDate: (date: string) => string): string {
  const { params } = refusal;
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value !== 'boolean') values[key] = value;
  if (typeof params.date === 'string') values.date = formatDate(params.date);
  if (refusal.code === 'outside_hours' && params.closed) return t('refuse.outside_hours_closed');
  return t(`refuse.${refusal.code}`, values);
}

const SUGGESTION_REASONS = new Set(['worker_busy', 'worker_on_leave', 'worker_not_in_society', 'outside_hours', 'worker_inactive']);

/** A suggestion's refusal code as a short reason. */
export function suggestionReason(t: ScheduleTexts, code: string): string {
  return SUGGESTION_REASONS.has(code) ? t(`reason.${code}` as ScheduleKey) : t('reason.other');
}

import { formatInr } from '@carcare/contracts';
import { formatCalendarDate } from '../../components/format/dates';
import type { SettlementTexts } from './settlementTexts';

/** What is payable, as a reader says it: a negative figure is what the workshop owes. */
export function payableText(paise: number, t: SettlementTexts): string {
  return paise < 0 ? t('owes', { amount: formatInr(-paise) }) : formatInr(paise);
}

/** "23 Nov 2026 – 29 Nov 2026": a week from its Monday to its Sunday. */
export function weekText(weekStart: string, weekEnd: string, t: SettlementTexts): string {
  return t('weekRange', { start: formatCalendarDate(weekStart), end: formatCalendarDate(weekEnd) });
}

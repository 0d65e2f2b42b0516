import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/hi';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a calendar picks: a day (YYYY-MM-DD) or a day and time of day (YYYY-MM-DDTHH:mm), both India wall-clock text. */
export type PickerKind = 'date' | 'dateTime';

/**
 * The business's zone (BUSINESS_TIME_ZONE of format/dates), written here too: importing it would make
 * the pickers' chunk wait for the route table's.
 */
export const PICKER_TIME_ZONE = 'Asia/Kolkata';

const TEXT_FORMAT: Record<PickerKind, string> = { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DDTHH:mm' };
const TEXT_PATTERN: Record<PickerKind, RegExp> = { date: /^\d{4}-\d{2}-\d{2}$/, dateTime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/ };

/**
 * A field's India-time text as the pickers' value: a dayjs in Asia/Kolkata whose wall clock is the
 * text, built from the text itself and never through the browser's own offset, so a browser in New
 * York shows 10:30 for 10:30 IST. Null when the field holds no complete value.
 */
export function pickerValueOf(text: string, kind: PickerKind): Dayjs | null {
  if (!TEXT_PATTERN[kind].test(text)) return null;
  const value = dayjs.tz(text, PICKER_TIME_ZONE);
  return value.isValid() ? value : null;
}

/** A picked value back as the field's India-time text; '' when there is none. */
export function textOfPickerValue(value: Dayjs | null, kind: PickerKind): string {
  return value?.isValid() ? value.tz(PICKER_TIME_ZONE).format(TEXT_FORMAT[kind]) : '';
}

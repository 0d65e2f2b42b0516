// A worker's dates (joined on, leave days) are calendar dates: "22 Nov 2026", formatted in one place.
export { formatCalendarDate as formatDate } from '../../components/format/dates';

export function formatRating(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(1);
}

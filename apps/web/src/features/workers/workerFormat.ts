// A worker's dates (joined on, leave days) are calendar dates: "22 Nov 2026", formatted in one place.
export { formatCalendarDate as formatDate } from '../../components/format/dates';

// Ratings to one decimal, formatted in one place.
export { formatRating } from '../../components/format/entityFormat';

// The dashboards' dates and times, formatted in one place in India time: calendar days as
// "15 Jan" / "15 Jan 2026", an instant's time of day as "2:30 pm".
export { formatCalendarDay as formatDay, formatCalendarDate as formatDayWithYear, formatTime } from '../../components/format/dates';

/** Minutes as "45 min", "1 h", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

// The day of an instant in India ("22 Nov 2026"), formatted in one place.
export { formatDate as formatDay } from '../../components/format/dates';

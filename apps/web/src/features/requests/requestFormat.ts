import type { RequestEvent, ServiceRequest } from '@carcare/contracts';
import type { RequestTexts } from './requestTexts';

// Dates and times are formatted in one place, in India time.
export { formatDateTime } from '../../components/format/dates';

/** A datetime-local value ("2026-11-24T10:30", the browser's time) as an ISO instant; '' when empty or invalid. */
export function localDateTimeToIso(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

// India keeps one offset all year, so its wall clock is plain arithmetic on the instant.
const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** An instant as a date-time field's value in India time ("2026-11-24T10:30"), whatever the browser's zone; '' when invalid. */
export function indiaInputOf(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A date-time field's value read as India time ("2026-11-24T16:30" → "2026-11-24T11:00:00.000Z"); '' when empty or invalid. */
export function isoOfIndiaInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return '';
  const ms = Date.parse(`${value}:00${INDIA_OFFSET}`);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}

/** "Maruti Swift · Hatchback" */
export function vehicleText(t: RequestTexts, request: Pick<ServiceRequest, 'vehicle_make' | 'vehicle_model' | 'vehicle_type'>): string {
  return `${request.vehicle_make} ${request.vehicle_model} · ${t(`vehicleType.${request.vehicle_type}`)}`;
}

/** Oldest first; events at the same instant keep the order they were recorded in. */
export function sortEvents(events: readonly RequestEvent[]): RequestEvent[] {
  return [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
}

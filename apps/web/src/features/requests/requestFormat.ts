import type { RequestEvent, ServiceRequest } from '@carcare/contracts';
import { VEHICLE_TYPE_LABELS } from './requestTexts';

const DATE_TIME = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** An API instant (ISO, UTC) in the browser's time zone: "24 Nov 2026, 10:30 am". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** A datetime-local value ("2026-11-24T10:30", the browser's time) as an ISO instant; '' when empty or invalid. */
export function localDateTimeToIso(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** "Maruti Swift · Hatchback" */
export function vehicleText(request: Pick<ServiceRequest, 'vehicle_make' | 'vehicle_model' | 'vehicle_type'>): string {
  return `${request.vehicle_make} ${request.vehicle_model} · ${VEHICLE_TYPE_LABELS[request.vehicle_type]}`;
}

/** Oldest first; events at the same instant keep the order they were recorded in. */
export function sortEvents(events: readonly RequestEvent[]): RequestEvent[] {
  return [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
}

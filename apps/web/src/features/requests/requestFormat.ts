import type { RequestEvent, ServiceRequest } from '@carcare/contracts';
import type { RequestTexts } from './requestTexts';

// Dates and times are formatted in one place, in India time.
export { formatDateTime } from '../../components/format/dates';

/** "Maruti Swift · Hatchback" */
export function vehicleText(t: RequestTexts, request: Pick<ServiceRequest, 'vehicle_make' | 'vehicle_model' | 'vehicle_type'>): string {
  return `${request.vehicle_make} ${request.vehicle_model} · ${t(`vehicleType.${request.vehicle_type}`)}`;
}

/** Oldest first; events at the same instant keep the order they were recorded in. */
export function sortEvents(events: readonly RequestEvent[]): RequestEvent[] {
  return [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
}

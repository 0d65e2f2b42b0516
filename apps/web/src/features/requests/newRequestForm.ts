import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { createRequestBodySchema, type VehicleType } from '@carcare/contracts';
import { localDateTimeToIso } from './requestFormat';
import type { Language } from '@carcare/contracts';
import type { RequestTexts } from './requestTexts';

/** The phone booking form as typed: selects hold '' until chosen, the time is the browser's local time. */
export interface NewRequestValues {
  customer_name: string;
  customer_phone: string;
  vehicle_type: VehicleType | '';
  vehicle_make: string;
  vehicle_model: string;
  registration_number: string;
  workshop_id: string;
  service_id: string;
  society_id: string;
  address: string;
  /** datetime-local value, e.g. "2026-11-24T10:30". */
  scheduled_at: string;
}

export type NewRequestBody = z.output<typeof createRequestBodySchema>;

/** The body fields, in form order: where the server's field messages (400 details) may land. */
export const NEW_REQUEST_FIELDS = [
  'customer_name',
  'customer_phone',
  'vehicle_type',
  'vehicle_make',
  'vehicle_model',
  'registration_number',
  'workshop_id',
  'service_id',
  'society_id',
  'address',
  'scheduled_at',
] as const satisfies readonly (keyof NewRequestValues)[];

export function emptyNewRequest(): NewRequestValues {
  return {
    customer_name: '',
    customer_phone: '',
    vehicle_type: '',
    vehicle_make: '',
    vehicle_model: '',
    registration_number: '',
    workshop_id: '',
    service_id: '',
    society_id: '',
    address: '',
    scheduled_at: '',
  };
}

const idOrUndefined = (value: string) => (value ? Number(value) : undefined);

/** What the form sends, before validation; a workshop admin's own workshop is implied (no workshop_id). */
export function toRequestBody(values: NewRequestValues, chooseWorkshop: boolean): Record<string, unknown> {
  return {
    customer_name: values.customer_name,
    customer_phone: values.customer_phone,
    vehicle_type: values.vehicle_type || undefined,
    vehicle_make: values.vehicle_make,
    vehicle_model: values.vehicle_model,
    registration_number: values.registration_number,
    ...(chooseWorkshop ? { workshop_id: idOrUndefined(values.workshop_id) } : {}),
    service_id: idOrUndefined(values.service_id),
    society_id: values.society_id ? Number(values.society_id) : null,
    address: values.address,
    scheduled_at: localDateTimeToIso(values.scheduled_at) || undefined,
  };
}

/** Validates with the shared createRequestBodySchema; a super admin must also pick the workshop. */
export function newRequestResolver(t: RequestTexts, chooseWorkshop: boolean, language: Language = 'en'): Resolver<NewRequestValues, unknown, NewRequestBody> {
  return (values) => {
    const parsed = createRequestBodySchema.safeParse(toRequestBody(values, chooseWorkshop));
    const errors: FieldErrors<NewRequestValues> = {};
    const put = (field: keyof NewRequestValues, message: string) => {
      errors[field] ??= { type: 'validation', message };
    };
    if (chooseWorkshop && !values.workshop_id) put('workshop_id', t('chooseWorkshop'));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field !== 'string' || !(NEW_REQUEST_FIELDS as readonly string[]).includes(field)) continue;
        // The enum's own message lists the options; the form says what to do.
        // The shared schema's messages are English (the API's); in Hindi the field says what to do instead.
        put(field as keyof NewRequestValues, field === 'vehicle_type' ? t('chooseVehicleType') : language === 'en' ? issue.message : t('fieldInvalid'));
      }
    }
    if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors };
  };
}

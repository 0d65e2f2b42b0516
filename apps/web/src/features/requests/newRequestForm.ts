import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { createRequestBodySchema, isoOfIndiaInput, type VehicleType } from '@carcare/contracts';
import { bodyResolver } from '../../components/form/bodyResolver';
import { fieldPathsOf } from '../../components/form/entityForm';
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

/** The body fields, in form order: where the server's field messages (400 details) may land. */
export const NEW_REQUEST_FIELDS = fieldPathsOf(emptyNewRequest());

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
    scheduled_at: isoOfIndiaInput(values.scheduled_at) || undefined,
  };
}

/** Validates with the shared createRequestBodySchema; a super admin must also pick the workshop. */
export function newRequestResolver(t: RequestTexts, chooseWorkshop: boolean, language: Language = 'en'): Resolver<NewRequestValues, unknown, NewRequestBody> {
  return bodyResolver({
    schema: createRequestBodySchema,
    toBody: (values) => toRequestBody(values, chooseWorkshop),
    fields: NEW_REQUEST_FIELDS,
    precheck: (values) => (chooseWorkshop && !values.workshop_id ? { workshop_id: t('chooseWorkshop') } : {}),
    // The enum's own message lists the options; the form says what to do.
    // The shared schema's messages are English (the API's); in Hindi the field says what to do instead.
    message: (field, schemaMessage) => (field === 'vehicle_type' ? t('chooseVehicleType') : language === 'en' ? schemaMessage : t('fieldInvalid')),
  });
}

import { z } from 'zod';
import { createWorkshopBodySchema, updateWorkshopBodySchema, type Workshop } from '@carcare/contracts';
import { fieldPathsOf, formValuesOf } from '../../components/form/entityForm';

/** Latitude/longitude arrive from text boxes as number | null; the message names the field. */
const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, { error: `${label} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${label} must be between -${limit} and ${limit}` })
    .nullable();

const coordinates = { latitude: coordinate('Latitude', 90), longitude: coordinate('Longitude', 180) };

/** The contract's bodies with friendlier number messages; everything else is the server's own schema. */
export const workshopCreateFormSchema = createWorkshopBodySchema.extend(coordinates);
export const workshopUpdateFormSchema = updateWorkshopBodySchema.extend(coordinates);

export interface WorkshopFormValues {
  name: string;
  owner_name: string;
  phone: string;
  email: string;
  address_line: string;
  city: string;
  state: string;
  pincode: string;
  gstin: string;
  opening_hours: string;
  latitude: number | null;
  longitude: number | null;
  admin: { name: string; phone: string; email: string };
  /** Only when editing: the version the form was filled from. */
  version?: number;
}

export type WorkshopFormOutput = z.output<typeof workshopUpdateFormSchema> | z.output<typeof workshopCreateFormSchema>;

export const EMPTY_WORKSHOP_FORM: WorkshopFormValues = {
  name: '',
  owner_name: '',
  phone: '',
  email: '',
  address_line: '',
  city: '',
  state: '',
  pincode: '',
  gstin: '',
  opening_hours: '',
  latitude: null,
  longitude: null,
  admin: { name: '', phone: '', email: '' },
};

/** The edit form filled from the server copy (its admin's email when the API sends it). */
export function workshopFormValues(workshop: Workshop): WorkshopFormValues {
  return formValuesOf(workshop, EMPTY_WORKSHOP_FORM);
}

export const WORKSHOP_FIELD_PATHS = fieldPathsOf(EMPTY_WORKSHOP_FORM);

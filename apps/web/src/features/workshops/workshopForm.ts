import { z } from 'zod';
import { createWorkshopBodySchema, updateWorkshopBodySchema, type Workshop } from '@carcare/contracts';
import { fieldPathsOf, formValuesOf } from '../../components/form/entityForm';

/** The coordinate messages of the form, in the language shown. */
export interface CoordinateMessages {
  latitudeNotNumber: string;
  latitudeOutOfRange: string;
  longitudeNotNumber: string;
  longitudeOutOfRange: string;
}

/** Latitude/longitude arrive from text boxes as number | null; the message names the field. */
const coordinate = (limit: number, notNumber: string, outOfRange: string) =>
  z.number({ error: notNumber }).min(-limit, { error: outOfRange }).max(limit, { error: outOfRange }).nullable();

/** The contract's bodies with friendlier number messages; everything else is the server's own schema. */
export function workshopFormSchemas(messages: CoordinateMessages) {
  const coordinates = {
    latitude: coordinate(90, messages.latitudeNotNumber, messages.latitudeOutOfRange),
    longitude: coordinate(180, messages.longitudeNotNumber, messages.longitudeOutOfRange),
  };
  return { create: createWorkshopBodySchema.extend(coordinates), update: updateWorkshopBodySchema.extend(coordinates) };
}

type WorkshopFormSchemas = ReturnType<typeof workshopFormSchemas>;

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

export type WorkshopFormOutput = z.output<WorkshopFormSchemas['update']> | z.output<WorkshopFormSchemas['create']>;

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

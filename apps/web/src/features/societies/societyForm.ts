import type { z } from 'zod';
import { createSocietyBodySchema, updateSocietyBodySchema, type Society } from '@carcare/contracts';
import { fieldPathsOf, formValuesOf } from '../../components/form/entityForm';

/** The server's own schemas: the form converts Blocks and Flats to numbers before validating. */
export const societyCreateFormSchema = createSocietyBodySchema;
export const societyUpdateFormSchema = updateSocietyBodySchema;

export interface SocietyFormValues {
  name: string;
  address_line: string;
  city: string;
  state: string;
  pincode: string;
  blocks: number | string;
  flats: number | string;
  contact_phone: string;
  manager: { name: string; phone: string; email: string };
  version?: number;
}

export type SocietyFormOutput = z.output<typeof societyUpdateFormSchema> | z.output<typeof societyCreateFormSchema>;

export const EMPTY_SOCIETY_FORM: SocietyFormValues = {
  name: '',
  address_line: '',
  city: '',
  state: '',
  pincode: '',
  blocks: '',
  flats: '',
  contact_phone: '',
  manager: { name: '', phone: '', email: '' },
};

/** The edit form filled from the server copy (its manager's email when the API sends it). */
export function societyFormValues(society: Society): SocietyFormValues {
  return formValuesOf(society, EMPTY_SOCIETY_FORM);
}

export const SOCIETY_FIELD_PATHS = fieldPathsOf(EMPTY_SOCIETY_FORM);

import type { z } from 'zod';
import { createSocietyBodySchema, updateSocietyBodySchema, type Society } from '@carcare/contracts';

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
  const manager = society.manager as (Society['manager'] & { email?: string | null }) | null;
  return {
    name: society.name,
    address_line: society.address_line,
    city: society.city,
    state: society.state,
    pincode: society.pincode,
    blocks: society.blocks,
    flats: society.flats,
    contact_phone: society.contact_phone,
    manager: { name: manager?.name ?? '', phone: manager?.phone ?? '', email: manager?.email ?? '' },
    version: society.version,
  };
}

export const SOCIETY_FIELD_PATHS = ['name', 'address_line', 'city', 'state', 'pincode', 'blocks', 'flats', 'contact_phone', 'manager.name', 'manager.phone', 'manager.email'] as const;

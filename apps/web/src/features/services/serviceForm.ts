import { z } from 'zod';
import {
  SERVICE_CATEGORIES,
  createServiceBodySchema,
  requestNewServiceBodySchema,
  updateServiceBodySchema,
  type Service,
  type ServiceCategory,
} from '@carcare/contracts';
import { EMPTY_RUPEES, pricePaths, rupeeInputs, rupeePricesSchema, type RupeeInputs } from './rupeeSchemas';

/** create: the super admin adds; edit: the super admin changes; request: a workshop admin asks for a new one. */
export type ServiceFormMode = 'create' | 'edit' | 'request';

export interface ServiceFormValues {
  name: string;
  /** '' until one is chosen. */
  category: ServiceCategory | '';
  description: string;
  /** null while the box is empty. */
  duration_minutes: number | null;
  /** Rupees as typed; the API gets paise. */
  prices: RupeeInputs;
  inclusion_ids: number[];
  /** Only when adding (edit changes status with its own actions). */
  status: 'active' | 'inactive';
  /** Only when editing: the version the form was filled from. */
  version?: number;
}

/** The contract's bodies, taking rupees in the price boxes and a friendlier category message. */
const formFields = {
  category: z.enum(SERVICE_CATEGORIES, { error: 'Choose a category' }),
  prices: rupeePricesSchema,
};

export const SERVICE_FORM_SCHEMAS = {
  create: createServiceBodySchema.extend(formFields),
  edit: updateServiceBodySchema.extend(formFields),
  request: requestNewServiceBodySchema.extend(formFields),
} as const;

export type ServiceFormOutput = z.output<(typeof SERVICE_FORM_SCHEMAS)[ServiceFormMode]>;

export const EMPTY_SERVICE_FORM: ServiceFormValues = {
  name: '',
  category: '',
  description: '',
  duration_minutes: null,
  prices: EMPTY_RUPEES,
  inclusion_ids: [],
  status: 'active',
};

/** The edit form filled from the server copy (paise shown as rupees). */
export function serviceFormValues(service: Service): ServiceFormValues {
  return {
    name: service.name,
    category: service.category,
    description: service.description,
    duration_minutes: service.duration_minutes,
    prices: rupeeInputs(service.prices),
    inclusion_ids: service.inclusions.map((inclusion) => inclusion.id),
    status: service.status === 'inactive' ? 'inactive' : 'active',
    version: service.version,
  };
}

/** Where the server's 400 details can land. */
export const SERVICE_FIELD_PATHS = ['name', 'category', 'description', 'duration_minutes', ...pricePaths('prices'), 'inclusion_ids', 'status'] as const;

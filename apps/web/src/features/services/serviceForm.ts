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
import type { ServiceText } from './serviceTexts';
import { optionalTextSchema, requiredTextSchema } from '../../components/form/textSchemas';

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

// The contract's limits of a service (serviceFields in packages/contracts); the server checks the same.
const NAME_MAX = 80;
const DESCRIPTION_MAX = 1000;
const DURATION_MIN = 5;
const DURATION_MAX = 24 * 60;

/**
 * The contract's bodies, taking rupees in the price boxes, with every message a person can cause in
 * the language shown (the contract's own messages are English: the API's).
 */
function formFields(t: ServiceText) {
  return {
    name: requiredTextSchema(NAME_MAX, { required: t('nameRequired'), tooLong: t('nameTooLong', { max: NAME_MAX }) }),
    description: optionalTextSchema(DESCRIPTION_MAX, t('descriptionTooLong', { max: DESCRIPTION_MAX })),
    category: z.enum(SERVICE_CATEGORIES, { error: t('chooseCategory') }),
    duration_minutes: z
      .number({ error: t('durationRequired') })
      .int({ error: t('durationWhole') })
      .min(DURATION_MIN, { error: t('durationTooShort', { min: DURATION_MIN }) })
      .max(DURATION_MAX, { error: t('durationTooLong', { max: DURATION_MAX }) }),
    prices: rupeePricesSchema(t),
  };
}

/** The form's schema of each mode, in the language of `t`. */
export function serviceFormSchemas(t: ServiceText) {
  const fields = formFields(t);
  return {
    create: createServiceBodySchema.extend(fields),
    edit: updateServiceBodySchema.extend(fields),
    request: requestNewServiceBodySchema.extend(fields),
  } as const;
}

export type ServiceFormOutput = z.output<ReturnType<typeof serviceFormSchemas>[ServiceFormMode]>;

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

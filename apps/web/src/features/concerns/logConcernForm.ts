import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { createConcernBodySchema, type ConcernCategory, type ConcernPriority } from '@carcare/contracts';
import { bodyResolver } from '../../components/form/bodyResolver';
import { fieldPathsOf } from '../../components/form/entityForm';
import { translatorFor } from '../../i18n/catalogue';
import { concernCatalogue, validationMessage } from './concernTexts';

/** The phone concern form as typed: selects hold '' until chosen. */
export interface LogConcernValues {
  customer_name: string;
  customer_phone: string;
  category: ConcernCategory | '';
  priority: ConcernPriority;
  subject: string;
  description: string;
  request_code: string;
  workshop_id: string;
}

export type LogConcernBody = z.output<typeof createConcernBodySchema>;

export function emptyLogConcern(): LogConcernValues {
  return { customer_name: '', customer_phone: '', category: '', priority: 'medium', subject: '', description: '', request_code: '', workshop_id: '' };
}

/** The body fields, in form order: where the server's field messages (400 details) may land. */
export const LOG_CONCERN_FIELDS = fieldPathsOf(emptyLogConcern());

/** What the form sends, before validation; only the super admin names a workshop. */
export function toConcernBody(values: LogConcernValues, chooseWorkshop: boolean): Record<string, unknown> {
  return {
    customer_name: values.customer_name,
    customer_phone: values.customer_phone,
    category: values.category || undefined,
    priority: values.priority,
    subject: values.subject,
    description: values.description,
    request_code: values.request_code.trim() || undefined,
    ...(chooseWorkshop && values.workshop_id ? { workshop_id: Number(values.workshop_id) } : {}),
  };
}

/** Validates with the shared createConcernBodySchema, the same rules the server applies. */
export function logConcernResolver(chooseWorkshop: boolean): Resolver<LogConcernValues, unknown, LogConcernBody> {
  return bodyResolver({
    schema: createConcernBodySchema,
    toBody: (values) => toConcernBody(values, chooseWorkshop),
    fields: LOG_CONCERN_FIELDS,
    message: (field, schemaMessage) => {
      // The contract's messages are English; the form says them in the language shown now.
      const t = translatorFor(concernCatalogue);
      // The enum's own message lists the options; the form says what to do.
      return field === 'category' ? t('chooseCategory') : validationMessage(t, schemaMessage);
    },
  });
}

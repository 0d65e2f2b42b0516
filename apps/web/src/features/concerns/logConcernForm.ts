import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { createConcernBodySchema, type ConcernCategory, type ConcernPriority } from '@carcare/contracts';
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

/** The body fields, in form order: where the server's field messages (400 details) may land. */
export const LOG_CONCERN_FIELDS = ['customer_name', 'customer_phone', 'category', 'priority', 'subject', 'description', 'request_code', 'workshop_id'] as const satisfies readonly (keyof LogConcernValues)[];

export function emptyLogConcern(): LogConcernValues {
  return { customer_name: '', customer_phone: '', category: '', priority: 'medium', subject: '', description: '', request_code: '', workshop_id: '' };
}

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
  return (values) => {
    const parsed = createConcernBodySchema.safeParse(toConcernBody(values, chooseWorkshop));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<LogConcernValues> = {};
    // The contract's messages are English; the form says them in the language shown now.
    const t = translatorFor(concernCatalogue);
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || !(LOG_CONCERN_FIELDS as readonly string[]).includes(field)) continue;
      // The enum's own message lists the options; the form says what to do.
      errors[field as keyof LogConcernValues] ??= { type: 'validation', message: field === 'category' ? t('chooseCategory') : validationMessage(t, issue.message) };
    }
    return { values: {}, errors };
  };
}

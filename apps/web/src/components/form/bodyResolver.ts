import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface BodyResolverOptions<V extends FieldValues, O> {
  /** The contract's body schema: the rules the server applies. */
  schema: z.ZodType<O>;
  /** The body the form would send, made of its values as typed. */
  toBody: (values: V) => unknown;
  /** The form's fields: an issue whose path starts with one of them is shown on it; any other is not. */
  fields: readonly string[];
  /** What a field says of the schema's message on it (its own words for a choice, the language shown). */
  message: (field: string, schemaMessage: string) => string;
  /** What the schema cannot see (a choice the body leaves out), each field's message; checked first. */
  precheck?: (values: V) => Partial<Record<string, string>>;
}

/**
 * A form resolver for a form whose values are not its body: it makes the body (`toBody`), checks it
 * with the contract's schema and puts each problem on its field, the first one a field has; the form
 * submits the schema's output only when nothing is wrong.
 */
export function bodyResolver<V extends FieldValues, O>({ schema, toBody, fields, message, precheck }: BodyResolverOptions<V, O>): Resolver<V, unknown, O> {
  return (values) => {
    const parsed = schema.safeParse(toBody(values));
    const errors: Record<string, FieldError> = {};
    const put = (field: string, text: string) => {
      errors[field] ??= { type: 'validation', message: text };
    };
    for (const [field, text] of Object.entries(precheck?.(values) ?? {})) if (text !== undefined) put(field, text);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && fields.includes(field)) put(field, message(field, issue.message));
      }
    }
    if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

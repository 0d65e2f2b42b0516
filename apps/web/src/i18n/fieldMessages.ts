import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Language } from '@carcare/contracts';

/**
 * A form resolver whose field messages follow the language: in English the shared schema's own
 * messages (the API's, word for word); in Hindi the area's text for the field (`hindi(field)`),
 * which says what to do rather than translating each of the schema's sentences.
 */
export function inLanguage<V extends FieldValues, O>(resolver: Resolver<V, unknown, O>, language: Language, hindi: (field: string) => string): Resolver<V, unknown, O> {
  if (language === 'en') return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = {};
    for (const [field, error] of Object.entries(result.errors)) errors[field] = error && typeof error === 'object' ? { ...error, message: hindi(field) } : error;
    return { ...result, errors: errors as FieldErrors<V> } as Awaited<ReturnType<Resolver<V, unknown, O>>>;
  };
}

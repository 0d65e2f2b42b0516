import type { FieldValues, Resolver } from 'react-hook-form';
import type { Language } from '@carcare/contracts';

/** What `inLanguage` needs of a resolver's answer, without react-hook-form's generic types. */
type LooseResolver = (values: unknown, context: unknown, options: unknown) => Promise<{ values: unknown; errors: Record<string, unknown> }>;

/**
 * A form resolver whose field messages follow the language: in English the shared schema's own
 * messages (the API's, word for word); in Hindi the area's text for the field (`hindi(field)`),
 * which says what to do rather than translating each of the schema's sentences.
 */
export function inLanguage<V extends FieldValues, O>(resolver: Resolver<V, unknown, O>, language: Language, hindi: (field: string) => string): Resolver<V, unknown, O> {
  if (language === 'en') return resolver;
  // Written against a loose signature: checking it against react-hook-form's generic types made
  // TypeScript expand FieldErrors<V> for every V and took half of the web type check.
  const loose = resolver as unknown as LooseResolver;
  const translated: LooseResolver = async (values, context, options) => {
    const result = await loose(values, context, options);
    const errors: Record<string, unknown> = {};
    for (const [field, error] of Object.entries(result.errors)) errors[field] = error && typeof error === 'object' ? { ...error, message: hindi(field) } : error;
    return { ...result, errors };
  };
  return translated as unknown as Resolver<V, unknown, O>;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import type { IssueLike, Language } from '@carcare/contracts';
import { schemaIssueText } from './fieldErrorText';

/** The contract's schema as a form takes it. */
export type FormSchema = Parameters<typeof zodResolver>[0];

/** Devanagari: a message the area already wrote in Hindi (a schema built with its texts) stays as it is. */
const HINDI = /[\u0900-\u097F]/;

/**
 * A form resolver checking a shared schema, whose messages follow the language: in English the
 * schema's own (the API's English, word for word); in Hindi each failing field says the shared
 * `field.<code>` text of its problem (the code the API would send for it, with the same limits),
 * unless the area has its own text for that message (`areaText`) or the message is already Hindi
 * (a schema the area built with its own texts).
 */
export function schemaResolver<V extends FieldValues, O>(schema: FormSchema, language: Language, areaText?: (englishMessage: string) => string | undefined): Resolver<V, unknown, O> {
  const resolver = zodResolver(schema) as unknown as Resolver<V, unknown, O>;
  if (language === 'en') return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await (schema as unknown as { safeParseAsync(data: unknown): Promise<{ success: boolean; error?: { issues: (IssueLike & { path: PropertyKey[]; message: string })[] } }> }).safeParseAsync(values);
    const done = new Set<string>();
    for (const issue of parsed.error?.issues ?? []) {
      const path = issue.path.map(String).join('.');
      const shown = get(result.errors, path) as FieldError | undefined;
      if (done.has(path) || !shown?.message || HINDI.test(shown.message)) continue;
      done.add(path);
      shown.message = areaText?.(shown.message) ?? schemaIssueText({ ...issue, message: shown.message }, get(values, path), language);
    }
    return result;
  };
}

import { z } from 'zod';

/** A required text box: trimmed, not empty, at most `max` characters, with the area's own messages in the language shown. */
export function requiredTextSchema(max: number, messages: { required: string; tooLong: string }) {
  return z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(max, { error: messages.tooLong });
}

/** An optional text box: trimmed, at most `max` characters, empty when left out. */
export function optionalTextSchema(max: number, tooLong: string) {
  return z.string().trim().max(max, { error: tooLong }).default('');
}

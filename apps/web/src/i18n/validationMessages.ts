import type { Translate } from './catalogue';

/** Says a field message in the language shown; a message with no text of its own stays as it is. */
export interface ValidationMessage<Key extends string> {
  (t: Translate<Key>, message: string): string;
  (t: Translate<Key>, message: string | undefined): string | undefined;
}

/**
 * The validationMessage of an area: a contract schema's English message (checked in the browser or
 * by the server) said by the area's catalogue key whose English it is, one of its `validation.*` keys.
 */
export function validationMessagesOf<Key extends string>(english: Readonly<Record<Key, string>>): ValidationMessage<Key> {
  const keyOfMessage = new Map<string, Key>(
    (Object.entries(english) as [Key, string][]).filter(([key]) => key.startsWith('validation.')).map(([key, message]) => [message, key]),
  );
  return ((t: Translate<Key>, message: string | undefined) => {
    const key = message === undefined ? undefined : keyOfMessage.get(message);
    return key ? t(key) : message;
  }) as ValidationMessage<Key>;
}

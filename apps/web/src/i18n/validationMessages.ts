import type { Translate } from './catalogue';

/** Says a contract message in the language shown: the area's text for it, or the message as it is. */
export interface ValidationMessageOf<Key extends string> {
  (t: Translate<Key>, message: string): string;
  (t: Translate<Key>, message: string | undefined): string | undefined;
}

/**
 * An area's way to say the contract's English validation messages (checked in the browser or by
 * the server) in the language shown: each `validation.*` text of its English catalogue is one of
 * those messages word for word, so a message finds its key by its words; one the catalogue does
 * not list stays as it is.
 */
export function validationMessagesOf<Key extends string>(english: Readonly<Record<Key, string>>): ValidationMessageOf<Key> {
  const keyOfMessage: ReadonlyMap<string, Key> = new Map(
    (Object.entries(english) as [Key, string][]).filter(([key]) => key.startsWith('validation.')).map(([key, message]) => [message, key]),
  );
  return ((t: Translate<Key>, message: string | undefined) => {
    const key = message === undefined ? undefined : keyOfMessage.get(message);
    return key ? t(key) : message;
  }) as ValidationMessageOf<Key>;
}

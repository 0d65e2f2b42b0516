import { useCallback, useState } from 'react';
import type { IssueLike } from '@carcare/contracts';
import { schemaIssueText } from './form/fieldErrorText';

/** A reject body's schema (rejectLeaveBodySchema and the like): a version and a required note. */
export interface RejectBodySchema {
  safeParse: (body: { version: number; note: string }) => { success: true; data: { note: string } } | { success: false; error: { issues: readonly (IssueLike & { message: string })[] } };
}

/** A dialog field's value and its message: typing clears the message. */
export function useFieldWithError() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useCallback((next: string) => {
    setValue(next);
    setError(null);
  }, []);
  return { value, error, setError, change };
}

/**
 * The note of a confirmation and its error: typing clears the error, close empties both and
 * closes, checked validates a rejection's note and shows why it is refused.
 */
export function useConfirmNote(onClose: () => void) {
  const { value: note, error, setError, change } = useFieldWithError();
  const close = useCallback(() => {
    change('');
    onClose();
  }, [change, onClose]);
  /** The note as the schema accepts it, or null after showing the schema's message (or fallback). */
  const checked = (schema: RejectBodySchema, version: number, fallback: string): string | null => {
    const parsed = schema.safeParse({ version, note });
    if (parsed.success) return parsed.data.note;
    const issue = parsed.error.issues[0];
    setError(issue ? schemaIssueText(issue, note) : fallback);
    return null;
  };
  return { note, error, setError, change, close, checked };
}

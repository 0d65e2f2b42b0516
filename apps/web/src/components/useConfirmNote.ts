import { useCallback, useState } from 'react';

/** The note of a confirmation and its error: typing clears the error, reset empties both when the dialog closes. */
export function useConfirmNote() {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useCallback((value: string) => {
    setNote(value);
    setError(null);
  }, []);
  const reset = useCallback(() => change(''), [change]);
  return { note, error, setError, change, reset };
}

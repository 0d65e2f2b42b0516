import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { inputToIsoDate, isoDateToInput, maskDateInput } from '../format/dates';

/**
 * What a dd/mm/yyyy field shows and does, whatever draws it (DateField, CompactDateField): the text
 * typed, masked with slashes as it comes; `onChange` with YYYY-MM-DD once it is a real date ('' when
 * emptied or no longer one); "not a date" once the field is left with text that is none.
 */
export function useDateText(value: string, onChange: (value: string) => void, onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void) {
  const [text, setText] = useState(() => isoDateToInput(value));
  const [shownValue, setShownValue] = useState(value);
  const [notADate, setNotADate] = useState(false);
  // A new value from outside (a quick range, a reset) replaces what was typed, unless it is what was typed.
  if (value !== shownValue) {
    setShownValue(value);
    if ((inputToIsoDate(text) ?? '') !== value) {
      setText(isoDateToInput(value));
      setNotADate(false);
    }
  }
  return {
    text,
    notADate,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = maskDateInput(event.target.value);
      const iso = inputToIsoDate(next) ?? '';
      setText(next);
      setNotADate(false);
      setShownValue(iso);
      if (iso !== value) onChange(iso);
    },
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setNotADate(text !== '' && inputToIsoDate(text) === null);
      onBlur?.(event);
    },
  };
}

import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { inputToIsoDate, isoDateToInput, maskDateInput } from '../format/dates';
import { useTexts } from '../../i18n/useTexts';
import { formCatalogue } from './formTexts';

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue' | 'select'> {
  /** YYYY-MM-DD, or '' / undefined for none. */
  value: string | undefined;
  /** Called with YYYY-MM-DD once the text is a real date, and with '' when it is emptied or stops being one. */
  onChange: (value: string) => void;
}

/**
 * A date typed as dd/mm/yyyy, as Indian staff write dates. Chromium's own date input follows the
 * browser's locale (mm/dd/yyyy on an English one), so this is a text field: slashes come as the
 * user types, and the rest of the code keeps seeing ISO YYYY-MM-DD.
 */
export function DateField({ value = '', onChange, onBlur, error, helperText, slotProps, ...props }: DateFieldProps) {
  const t = useTexts(formCatalogue);
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
  return (
    <TextField
      {...props}
      value={text}
      placeholder={t('datePlaceholder')}
      onChange={(event) => {
        const next = maskDateInput(event.target.value);
        const iso = inputToIsoDate(next) ?? '';
        setText(next);
        setNotADate(false);
        setShownValue(iso);
        if (iso !== value) onChange(iso);
      }}
      onBlur={(event) => {
        setNotADate(text !== '' && inputToIsoDate(text) === null);
        onBlur?.(event);
      }}
      error={notADate || error}
      helperText={notADate ? t('notADate') : helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}

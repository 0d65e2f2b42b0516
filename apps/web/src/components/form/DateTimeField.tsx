import { useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTexts } from '../../i18n/useTexts';
import { DateField } from './DateField';
import { formCatalogue } from './formTexts';

export interface DateTimeFieldProps {
  /** Names the date box, and the time box as "Time (label)". */
  label: string;
  /** A datetime-local value, "2026-11-24T10:30", or '' for none. */
  value: string | undefined;
  /** Called with "YYYY-MM-DDTHH:mm" once both boxes hold a value, and with '' while either is empty or wrong. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

function partsOf(value: string): { date: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? { date: match[1]!, time: match[2]! } : { date: '', time: '' };
}

/**
 * A date (dd/mm/yyyy, as DateField) and a time of day, side by side, in place of the browser's
 * datetime-local box, whose date follows the browser's locale. The form keeps the datetime-local
 * value it always had. The date's calendar button picks both, day then time.
 */
export function DateTimeField({ label, value = '', onChange, onBlur, inputRef, name, required, error, helperText, sx }: DateTimeFieldProps) {
  const t = useTexts(formCatalogue);
  const [parts, setParts] = useState(() => partsOf(value));
  const [shownValue, setShownValue] = useState(value);
  // A new value from outside (a reset, a record loaded) replaces what was typed, unless it is what was typed.
  if (value !== shownValue) {
    setShownValue(value);
    const typed = parts.date && parts.time ? `${parts.date}T${parts.time}` : '';
    if (typed !== value) setParts(partsOf(value));
  }
  const change = (next: { date: string; time: string }) => {
    setParts(next);
    const combined = next.date && next.time ? `${next.date}T${next.time}` : '';
    setShownValue(combined);
    if (combined !== value) onChange(combined);
  };
  return (
    <Box sx={sx}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 1.5 }}>
        <DateField
          label={label}
          required={required}
          name={name}
          value={parts.date}
          onChange={(date) => change({ ...parts, date })}
          onBlur={onBlur}
          inputRef={inputRef}
          error={error}
          calendar={{ kind: 'dateTime', value: parts.date ? `${parts.date}T${parts.time || '00:00'}` : '', onPick: (picked) => change(partsOf(picked)) }}
        />
        <TextField
          label={t('time')}
          type="time"
          required={required}
          value={parts.time}
          onChange={(event) => change({ ...parts, time: event.target.value })}
          onBlur={onBlur}
          error={error}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': t('timeOf', { label }) } }}
        />
      </Box>
      {helperText ? (
        <FormHelperText error={error} sx={{ mx: 1.75 }}>
          {helperText}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

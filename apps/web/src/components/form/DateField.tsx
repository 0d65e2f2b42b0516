import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTexts } from '../../i18n/useTexts';
import { formCatalogue } from './formTexts';
import { useDateText } from './useDateText';

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
  const date = useDateText(value, onChange, onBlur);
  return (
    <TextField
      {...props}
      value={date.text}
      placeholder={t('datePlaceholder')}
      onChange={date.onChange}
      onBlur={date.onBlur}
      error={date.notADate || error}
      helperText={date.notADate ? t('notADate') : helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}

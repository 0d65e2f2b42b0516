import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTexts } from '../../i18n/useTexts';
import { formCatalogue } from './formTexts';
import { useCalendarButton, type CalendarSetting } from './useCalendarButton';
import { useDateText } from './useDateText';

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue' | 'select'> {
  /** YYYY-MM-DD, or '' / undefined for none. */
  value: string | undefined;
  /** Called with YYYY-MM-DD once the text is a real date, and with '' when it is emptied or stops being one. */
  onChange: (value: string) => void;
  /** What the calendar button picks; by default this field's own date. */
  calendar?: CalendarSetting;
}

/**
 * A date typed as dd/mm/yyyy, as Indian staff write dates. Chromium's own date input follows the
 * browser's locale (mm/dd/yyyy on an English one), so this is a text field: slashes come as the
 * user types, and the rest of the code keeps seeing ISO YYYY-MM-DD. A calendar button at its end
 * opens a picker for those who would rather pick.
 */
export function DateField({ value = '', onChange, onBlur, error, helperText, slotProps, calendar, ...props }: DateFieldProps) {
  const t = useTexts(formCatalogue);
  const date = useDateText(value, onChange, onBlur);
  const picker = useCalendarButton(props.label, calendar ?? { kind: 'date', value, onPick: onChange });
  return (
    <>
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
          input: { endAdornment: picker.adornment, ...(slotProps?.input as object) },
          inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
          htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off', ...(slotProps?.htmlInput as object) },
        }}
      />
      {picker.popup}
    </>
  );
}

import { lazy, Suspense, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTexts } from '../../i18n/useTexts';
import { formCatalogue } from './formTexts';
import { useDateText } from './useDateText';

export interface CompactDateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' / undefined for none. */
  value: string | undefined;
  onChange: (value: string) => void;
  error?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The calendar button and the picker it opens, loaded after the field is drawn: the lists' and
 * dashboards' first code has no room left in its size budget for them, and typing needs neither.
 */
const LazyRangeCalendar = lazy(() => import('./RangeCalendar'));

/**
 * DateField as a small outlined field built from the pieces TextField assembles (the same look,
 * label, error and "not a date" text), without TextField itself: TextField brings the Select, its
 * menu and popover, which a page showing only a date range (the dashboards) does not need. Its
 * calendar (LazyRangeCalendar) arrives a moment after the field: dd/mm/yyyy can be typed before.
 */
export function CompactDateField({ label, value = '', onChange, error, sx }: CompactDateFieldProps) {
  const t = useTexts(formCatalogue);
  const date = useDateText(value, onChange);
  const id = useId();
  const invalid = date.notADate || Boolean(error);
  return (
    <>
      <FormControl size="small" variant="outlined" error={invalid} sx={sx}>
        <InputLabel htmlFor={id} id={`${id}-label`} shrink>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          label={label}
          notched
          value={date.text}
          placeholder={t('datePlaceholder')}
          onChange={date.onChange}
          onBlur={date.onBlur}
          endAdornment={
            <Suspense fallback={null}>
              <LazyRangeCalendar label={label} value={value} onPick={onChange} />
            </Suspense>
          }
          inputProps={{ inputMode: 'numeric', maxLength: 10, autoComplete: 'off', 'aria-describedby': date.notADate ? `${id}-helper` : undefined }}
        />
        {date.notADate ? <FormHelperText id={`${id}-helper`}>{t('notADate')}</FormHelperText> : null}
      </FormControl>
    </>
  );
}

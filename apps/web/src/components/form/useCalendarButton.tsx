import { Suspense, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { formCatalogue } from './formTexts';
import { LazyPickerPopup } from './LazyPickerPopup';
import type { PickerKind } from './pickerTime';

export interface CalendarSetting {
  kind: PickerKind;
  /** YYYY-MM-DD (date) or YYYY-MM-DDTHH:mm (date and time), India time; '' for none. */
  value: string;
  onPick: (text: string) => void;
}

/**
 * The calendar button at the end of a date field, and the picker it opens (drawn apart from the
 * field, so the picker's clicks and focus do not pass through the field's own handlers).
 */
export function useCalendarButton(label: ReactNode, { kind, value, onPick }: CalendarSetting): { adornment: ReactNode; popup: ReactNode } {
  const t = useTexts(formCatalogue);
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = typeof label === 'string' ? label : '';
  return {
    adornment: (
      <InputAdornment position="end">
        <IconButton
          edge="end"
          size="small"
          aria-label={t('calendarOf', { label: name })}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget.closest<HTMLElement>('.MuiInputBase-root') ?? event.currentTarget)}
        >
          <CalendarMonthIcon fontSize="small" />
        </IconButton>
      </InputAdornment>
    ),
    popup: anchor ? (
      <Suspense fallback={null}>
        <LazyPickerPopup kind={kind} value={value} anchorEl={anchor} label={name} language={language} onPick={onPick} onClose={() => setAnchor(null)} />
      </Suspense>
    ) : null,
  };
}

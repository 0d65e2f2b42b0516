import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Popover from '@mui/material/Popover';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import type { Dayjs } from 'dayjs';
import type { Language } from '@carcare/contracts';
import { pickerHindi } from './pickerHindi';
import { PICKER_TIME_ZONE, pickerValueOf, textOfPickerValue, type PickerKind } from './pickerTime';

export interface PickerPopupProps {
  kind: PickerKind;
  /** The field's India-time text: YYYY-MM-DD, or YYYY-MM-DDTHH:mm for a date and time. */
  value: string;
  /** The field the calendar opens under on a wide screen. */
  anchorEl: HTMLElement;
  /** Names the popup for screen readers: the field's label. */
  label: string;
  /** The console's language, passed in: the i18n hooks live in chunks this one need not wait for. */
  language: Language;
  onPick: (text: string) => void;
  onClose: () => void;
}

/**
 * Where the desktop picker fits: a mouse and a screen wider than a phone. A phone, a tablet's finger
 * or a narrow window gets the mobile picker, a dialog with its own OK and Cancel, titled
 * with the field's label.
 */
const DESKTOP = '(pointer: fine) and (min-width: 600px)';

/**
 * The calendar of a date field (MUI X's static pickers), loaded only when a calendar button is first
 * pressed: the pickers and dayjs weigh more than every list page's budget has to spare. Days and
 * times are India time whatever the browser's zone (timezone Asia/Kolkata), and the field keeps
 * its text value, so typing and picking end in the same YYYY-MM-DD / YYYY-MM-DDTHH:mm.
 */
export default function PickerPopup({ kind, value, anchorEl, label, language, onPick, onClose }: PickerPopupProps) {
  const desktop = useMediaQuery(DESKTOP, { noSsr: true });
  const titleId = useId();
  // A wide screen picks a day with one click; a date and time, or any phone, confirms with OK. A wide
  // screen shows no tabs, so its date and time picker goes from the day to the time with Next.
  const oneClick = desktop && kind === 'date';
  const actions: PickersActionBarAction[] = oneClick ? [] : ['cancel', desktop ? 'nextOrAccept' : 'accept'];
  const common = {
    displayStaticWrapperAs: desktop ? ('desktop' as const) : ('mobile' as const),
    defaultValue: pickerValueOf(value, kind),
    timezone: PICKER_TIME_ZONE,
    autoFocus: true,
    closeOnSelect: oneClick,
    onAccept: (picked: Dayjs | null) => {
      const text = textOfPickerValue(picked, kind);
      if (text) onPick(text);
      onClose();
    },
    onCancel: onClose,
    slotProps: { actionBar: { actions } },
  };
  const picker = kind === 'date' ? <StaticDatePicker {...common} /> : <StaticDateTimePicker {...common} ampm={false} />;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language === 'hi' ? 'hi' : 'en'} localeText={language === 'hi' ? pickerHindi : undefined}>
      {desktop ? (
        <Popover
          open
          anchorEl={anchorEl}
          onClose={onClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
        >
          {picker}
        </Popover>
      ) : (
        <Dialog open onClose={onClose} aria-labelledby={titleId}>
          <DialogTitle id={titleId} sx={{ pb: 0 }}>
            {label}
          </DialogTitle>
          <DialogContent sx={{ p: 0 }}>{picker}</DialogContent>
        </Dialog>
      )}
    </LocalizationProvider>
  );
}

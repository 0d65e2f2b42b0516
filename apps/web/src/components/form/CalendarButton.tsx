import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useTexts } from '../../i18n/useTexts';
import { formCatalogue } from './formTexts';

export interface CalendarButtonProps {
  /** The field's label, which names the button for screen readers. */
  label: string;
  /** Called with the element the picker opens under: the field's input box. */
  onOpen: (anchor: HTMLElement) => void;
}

/** The calendar button at the end of a date field. It only opens: the field draws the picker itself, apart from the input. */
export function CalendarButton({ label, onOpen }: CalendarButtonProps) {
  const t = useTexts(formCatalogue);
  return (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        size="small"
        aria-label={t('calendarOf', { label })}
        aria-haspopup="dialog"
        onClick={(event) => onOpen(event.currentTarget.closest<HTMLElement>('.MuiInputBase-root') ?? event.currentTarget)}
      >
        <CalendarMonthIcon fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
}

import { Suspense, useState, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/useTexts';
import { CalendarButton } from './CalendarButton';
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
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = typeof label === 'string' ? label : '';
  return {
    adornment: <CalendarButton label={name} onOpen={setAnchor} />,
    popup: anchor ? (
      <Suspense fallback={null}>
        <LazyPickerPopup kind={kind} value={value} anchorEl={anchor} label={name} language={language} onPick={onPick} onClose={() => setAnchor(null)} />
      </Suspense>
    ) : null,
  };
}

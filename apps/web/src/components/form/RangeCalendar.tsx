import { Suspense, useState } from 'react';
import { useLanguage } from '../../i18n/useTexts';
import { CalendarButton } from './CalendarButton';
import { LazyPickerPopup } from './LazyPickerPopup';

export interface RangeCalendarProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onPick: (value: string) => void;
}

/**
 * CompactDateField's calendar: its button, and the day picker it opens, in one module the field
 * loads after it is drawn. The picker is drawn inside the field's adornment: the outlined input's
 * only handler there is its click-to-focus, which reacts to clicks on the input box itself, not
 * to those bubbling up from the picker. Its file name decides where the bundler places MUI's modules
 * in the shared ui-core chunk, and so how well that chunk compresses: measure the size budgets
 * (bench/bundle-size.mjs) before renaming it.
 */
export default function RangeCalendar({ label, value, onPick }: RangeCalendarProps) {
  const language = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <CalendarButton label={label} onOpen={setAnchor} />
      {anchor ? (
        <Suspense fallback={null}>
          <LazyPickerPopup kind="date" value={value} anchorEl={anchor} label={label} language={language} onPick={onPick} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

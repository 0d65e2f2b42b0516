import { Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../i18n/languageStore';
import { stubMediaQueries } from '../../test/mediaQueries';
import { BUSINESS_TIME_ZONE } from '../format/dates';
import { DateField } from './DateField';
import { DateTimeField } from './DateTimeField';
import { PICKER_TIME_ZONE, pickerValueOf, textOfPickerValue } from './pickerTime';

function Harness({ initial, dateTime = false }: { initial: string; dateTime?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <Suspense fallback={<p>loading</p>}>
      {dateTime ? <DateTimeField label="Starts" value={value} onChange={setValue} /> : <DateField label="From" value={value} onChange={setValue} />}
      <output>{value || 'none'}</output>
    </Suspense>
  );
}

/** A wide screen with a mouse (the desktop picker), or a phone (the mobile one). */
function screenIs(kind: 'desktop' | 'phone') {
  stubMediaQueries((query) => kind === 'desktop' && query.includes('pointer: fine'));
}

/**
 * On a screen of `kind`, a field holding `initial` (a date field named From, or with `dateTime` one
 * named Starts), its calendar opened with `button`: the user and the calendar's dialog.
 */
async function openCalendar(kind: 'desktop' | 'phone', initial: string, { dateTime = false, button }: { dateTime?: boolean; button?: string } = {}) {
  screenIs(kind);
  const user = userEvent.setup({ delay: null });
  render(<Harness initial={initial} dateTime={dateTime} />);
  await user.click(await screen.findByRole('button', { name: button ?? (dateTime ? 'Calendar (Starts)' : 'Calendar (From)') }));
  return { user, dialog: await screen.findByRole('dialog', { name: dateTime ? 'Starts' : 'From' }) };
}

// The pickers load when a calendar button is first pressed; loading them once here keeps that first
// load (slow under jsdom) out of the tests' waits.
beforeAll(async () => {
  await import('./PickerPopup');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the date fields’ calendars', () => {
  it('keeps typing: 05/12/2026 typed is 2026-12-05', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial="" />);
    await user.type(screen.getByRole('textbox', { name: 'From' }), '05122026');
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-05');
  });

  it('picks a day with one click on a wide screen, the month shown being the field’s', async () => {
    const { user, dialog: calendar } = await openCalendar('desktop', '2026-12-01');
    expect(within(calendar).getByText('December 2026')).toBeInTheDocument();
    await user.click(within(calendar).getByRole('gridcell', { name: '5' }));
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-05');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('05/12/2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a phone, picks a day in a dialog and keeps it only on OK', async () => {
    const opened = await openCalendar('phone', '2026-12-01');
    const { user } = opened;
    let { dialog } = opened;
    await user.click(within(dialog).getByRole('gridcell', { name: '9' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Calendar (From)' }));
    dialog = await screen.findByRole('dialog', { name: 'From' });
    await user.click(within(dialog).getByRole('gridcell', { name: '9' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-09');
  });

  it('picks a date and a time for a date-time field, as India wall-clock text', async () => {
    const { user, dialog } = await openCalendar('phone', '2026-12-01T10:30', { dateTime: true });
    await user.click(within(dialog).getByRole('gridcell', { name: '7' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-07T10:30');
    expect(screen.getByRole('textbox', { name: 'Starts' })).toHaveValue('07/12/2026');
    expect(screen.getByLabelText('Time (Starts)')).toHaveValue('10:30');
  });

  it('on a wide screen, goes from the day to the time with Next and picks the hour and minutes by clicking', async () => {
    const { user, dialog } = await openCalendar('desktop', '2026-12-01T08:00', { dateTime: true });
    await user.click(within(dialog).getByRole('gridcell', { name: '7' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('option', { name: '10 hours' }));
    await user.click(within(dialog).getByRole('option', { name: '30 minutes' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-07T10:30');
    expect(screen.getByLabelText('Time (Starts)')).toHaveValue('10:30');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Hindi: the button, the month and the dialog’s buttons', async () => {
    await changeLanguage('hi');
    const { user, dialog } = await openCalendar('phone', '2026-12-01', { button: 'कैलेंडर (From)' });
    expect(within(dialog).getByText('दिसम्बर 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('gridcell', { name: '3' }));
    await user.click(within(dialog).getByRole('button', { name: 'ठीक है' }));
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-03');
  });
});

describe('pickerTime', () => {
  it('is the business’s zone', () => {
    expect(PICKER_TIME_ZONE).toBe(BUSINESS_TIME_ZONE);
  });

  it('reads and writes the fields’ India-time text unchanged, and nothing for an incomplete one', () => {
    expect(textOfPickerValue(pickerValueOf('2026-12-05T10:30', 'dateTime'), 'dateTime')).toBe('2026-12-05T10:30');
    expect(pickerValueOf('2026-12-05T10:30', 'dateTime')?.toISOString()).toBe('2026-12-05T05:00:00.000Z');
    expect(textOfPickerValue(pickerValueOf('2026-12-05', 'date'), 'date')).toBe('2026-12-05');
    expect(pickerValueOf('2026-12', 'date')).toBeNull();
    expect(textOfPickerValue(null, 'date')).toBe('');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkingHours } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { fakeApi, ok, restoreApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import { changeLanguage } from '../../i18n/languageStore';
import { WorkingHoursCard } from './WorkingHoursCard';
import { sampleWorkingHours } from './testing/samples';
import { staleVersion } from '../../test/staleVersion';

// The first render in jsdom is slow (MUI and the card load cold).
const FIRST_PAINT = { timeout: 8000 };
const SLOW = { timeout: 5000 };

/** GET answers `current()`; the PUT answers `write`. */
function renderCard(current: () => WorkingHours, write: (request: SeenRequest) => FakeAnswer = (request) => ok({ ...current(), ...(request.body as object), version: current().version + 1 })) {
  const requests = fakeApi((request) => (request.method === 'GET' ? ok(current()) : write(request)));
  renderWithProviders(<WorkingHoursCard workshopId={42} />);
  return { puts: () => requests.filter((r) => r.method === 'PUT'), gets: () => requests.filter((r) => r.method === 'GET') };
}

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }, FIRST_PAINT));
  return screen.findByRole('dialog', { name: 'Edit working hours' });
}

const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(async () => {
  restoreApi();
  await changeLanguage('en');
});

describe('WorkingHoursCard', () => {
  it('shows the week Monday first with closed days, the holidays, the travel buffer and the late alert', async () => {
    renderCard(() => sampleWorkingHours());
    const list = await screen.findByLabelText('Hours of each weekday', {}, FIRST_PAINT);
    const terms = within(list).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const values = within(list).getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['08:00–20:00', '08:00–20:00', '08:00–20:00', '08:00–20:00', '08:00–20:00', '08:00–20:00', 'Closed']);
    expect(within(screen.getByRole('list', { name: 'Holidays' })).getByRole('listitem')).toHaveTextContent('8 Nov 2026 · Diwali');
    expect(screen.getByText('15 minutes')).toBeInTheDocument();
    expect(screen.getByText('20 minutes after the booked time')).toBeInTheDocument();
    expect(screen.queryByText(/guessed from the old text/)).not.toBeInTheDocument();
  });

  it('warns when the hours were guessed from unreadable text', async () => {
    renderCard(() => sampleWorkingHours({ needs_review: true, holidays: [] }));
    expect(await screen.findByText('These hours were guessed from the old text; check and save them.', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText('No holidays listed')).toBeInTheDocument();
  });

  it('saves Saturday closing at 14:00, Sunday opened, a new holiday and the minutes, with the version it read', async () => {
    const user = userEvent.setup({ delay: null });
    const { puts } = renderCard(() => sampleWorkingHours());
    const dialog = await openEditor(user);
    setTime(within(dialog).getByLabelText('Saturday closes'), '14:00');
    await user.click(within(dialog).getByRole('switch', { name: 'Sunday open' }));
    setTime(within(dialog).getByLabelText('Sunday opens'), '10:00');
    setTime(within(dialog).getByLabelText('Sunday closes'), '13:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    await user.type(within(dialog).getByLabelText('Holiday 2 date'), '26012027');
    await user.type(within(dialog).getByLabelText('Holiday 2 note'), 'Republic Day');
    const buffer = within(dialog).getByRole('spinbutton', { name: 'Travel buffer (minutes)' });
    await user.clear(buffer);
    await user.type(buffer, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));

    expect(await screen.findByText('Working hours saved', {}, SLOW)).toBeInTheDocument();
    const DAY = { open: '08:00', close: '20:00' };
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({ url: '/api/v1/workshops/42/working-hours' });
    expect(puts()[0]!.body).toEqual({
      weekly: [DAY, DAY, DAY, DAY, DAY, { open: '08:00', close: '14:00' }, { open: '10:00', close: '13:00' }],
      holidays: [
        { date: '2026-11-08', note: 'Diwali' },
        { date: '2027-01-26', note: 'Republic Day' },
      ],
      travel_buffer_minutes: 30,
      late_after_minutes: 20,
      version: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a closing time before the opening time is refused on that field, and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { puts } = renderCard(() => sampleWorkingHours());
    const dialog = await openEditor(user);
    setTime(within(dialog).getByLabelText('Saturday opens'), '15:00');
    setTime(within(dialog).getByLabelText('Saturday closes'), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    expect(await within(dialog).findByText('Closing time must be after opening time', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Saturday closes')).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
  });

  it('says the refusal in Hindi when Hindi is shown', async () => {
    await changeLanguage('hi');
    const user = userEvent.setup({ delay: null });
    const { puts } = renderCard(() => sampleWorkingHours());
    await user.click(await screen.findByRole('button', { name: 'बदलें' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'काम के घंटे बदलें' });
    setTime(within(dialog).getByLabelText('सोमवार बंद होने का समय'), '07:00');
    await user.click(within(dialog).getByRole('button', { name: 'घंटे सेव करें' }));
    expect(await within(dialog).findByText('बंद होने का समय खुलने के समय के बाद का होना चाहिए', {}, SLOW)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('puts the server’s refusal of a holiday on that holiday’s date', async () => {
    const user = userEvent.setup({ delay: null });
    renderCard(
      () => sampleWorkingHours(),
      () => ({ status: 400, data: { message: 'This holiday is listed twice', code: 'VALIDATION_ERROR', details: [{ field: 'holidays.0.date', message: 'This holiday is listed twice', code: 'duplicate_item' }] } }),
    );
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    expect(await within(dialog).findByText('This holiday is listed twice', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Holiday 1 date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('on a stale version offers Reload, which refills the form with the latest copy', async () => {
    const user = userEvent.setup({ delay: null });
    let copy = sampleWorkingHours();
    const { gets } = renderCard(() => copy, staleVersion);
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    expect(await within(dialog).findByText(/changed by someone else/, {}, SLOW)).toBeInTheDocument();
    copy = sampleWorkingHours({ travel_buffer_minutes: 45, version: 4 });
    const before = gets().length;
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(gets().length).toBe(before + 1));
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: 'Travel buffer (minutes)' })).toHaveValue(45));
  });
});

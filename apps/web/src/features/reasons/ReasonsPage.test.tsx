import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_MESSAGE, type CancellationReason } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import ReasonsPage from './ReasonsPage';
import { sampleReason } from './testing/samples';
import { staleVersion } from '../../test/staleVersion';
import { changeLanguage } from '../../i18n/languageStore';

const FIRST = sampleReason();
const SECOND = sampleReason({ id: 2, text: 'Vehicle not available', audience: 'customer', sort_order: 2, version: 3 });

function renderPage(rows: () => CancellationReason[], write: (request: SeenRequest) => FakeAnswer = () => ok(FIRST)) {
  const requests = fakeApi((request) =>
    request.method === 'GET' ? ok({ data: rows(), page: 1, page_size: 25, total: rows().length }) : write(request),
  );
  renderWithProviders(<ReasonsPage />, { path: '/main/reasons' });
  return { writes: () => requests.filter((r) => r.method !== 'GET'), gets: () => requests.filter((r) => r.method === 'GET') };
}

afterEach(restoreApi);

describe('Cancellation reasons', () => {
  it('moves a reason with its version and shows the new order; the ends cannot move further', async () => {
    const user = userEvent.setup({ delay: null });
    let rows = [FIRST, SECOND];
    const { writes } = renderPage(
      () => rows,
      () => {
        rows = [{ ...SECOND, sort_order: 1, version: 4 }, { ...FIRST, sort_order: 2, version: 2 }];
        return ok(rows[0]);
      },
    );
    expect(await screen.findByRole('button', { name: 'Move up: Customer not at home' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Vehicle not available' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move up: Vehicle not available' }));
    expect(await screen.findByText('Reason moved up')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/v1/cancellation-reasons/2/move', body: { direction: 'up', version: 3 } });
    // After the refetch the moved reason is first, so it can no longer go up.
    expect(await screen.findByRole('button', { name: 'Move up: Vehicle not available' })).toBeDisabled();
    const grid = screen.getByRole('grid', { name: 'Cancellation reasons' });
    const texts = within(grid).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(texts[0]).toContain('Vehicle not available');
    expect(texts[1]).toContain('Customer not at home');
  });

  it('shows the server’s reason when a move is refused', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(() => [FIRST, SECOND], staleVersion);
    await user.click(await screen.findByRole('button', { name: 'Move down: Customer not at home' }));
    expect(await screen.findByText(STALE_VERSION_MESSAGE)).toBeInTheDocument();
  });

  it('switches a reason off with its text, audience and version', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(() => [FIRST, SECOND], () => ok({ ...FIRST, active: false, version: 2 }));
    await user.click(await screen.findByRole('switch', { name: 'Active: Customer not at home' }));
    expect(await screen.findByText('Reason deactivated')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: '/api/v1/cancellation-reasons/1', body: { text: 'Customer not at home', audience: 'workshop', active: false, version: 1 } });
  });

  it('adds a reason from the dialog: text, audience and active', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(() => [FIRST], () => ({ status: 201, data: SECOND }));
    await user.click(await screen.findByRole('button', { name: 'Add reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add cancellation reason' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Vehicle not available');
    await user.click(within(dialog).getByRole('combobox', { name: /^Audience/ }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('switch', { name: /^Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save reason' }));
    expect(await screen.findByText('Reason added')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/v1/cancellation-reasons', body: { text: 'Vehicle not available', audience: 'admin', active: false } });
  });

  it('deletes a reason after asking, with its version, and Undo restores it with the version the delete answered', async () => {
    const user = userEvent.setup({ delay: null });
    let rows = [FIRST, SECOND];
    const { writes } = renderPage(
      () => rows,
      (request) => {
        if (request.method === 'DELETE') {
          rows = [SECOND];
          return ok({ id: 1, version: 2, deleted_at: '2026-01-01T00:00:00.000Z' });
        }
        rows = [{ ...FIRST, version: 3 }, SECOND];
        return ok(rows[0]);
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete: Customer not at home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reason?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Reason deleted')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/cancellation-reasons/1', params: { version: 1 } });

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored')).toBeInTheDocument();
    expect(writes()[1]).toMatchObject({ method: 'POST', url: '/api/v1/cancellation-reasons/1/restore', body: { version: 2 } });
    expect(await screen.findByRole('button', { name: 'Delete: Customer not at home' })).toBeInTheDocument();
  });

  it('a reason that bookings give is not deleted: the refusal says to switch it off, in the language shown', async () => {
    const inUse = (): FakeAnswer => ({ status: 409, data: { message: '“Customer not at home” is the reason of 2 cancelled bookings; switch it off instead', code: 'IN_USE' } });
    const user = userEvent.setup({ delay: null });
    renderPage(() => [FIRST, SECOND], inUse);
    await user.click(await screen.findByRole('button', { name: 'Delete: Customer not at home' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this reason?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Customer not at home” is the reason of 2 cancelled bookings; switch it off instead')).toBeInTheDocument();

    await changeLanguage('hi');
    await user.click(await screen.findByRole('button', { name: 'हटाएँ: Customer not at home' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'यह कारण हटाएँ?' })).getByRole('button', { name: 'हटाएँ' }));
    expect(await screen.findByText('यह कारण रद्द की गई बुकिंग में दिया गया है, इसलिए मिटाया नहीं जा सकता; इसे बंद करें')).toBeInTheDocument();
  });

  it('lists the deleted reasons under the Deleted filter and restores one', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes, gets } = renderPage(() => [SECOND], () => ok(SECOND));
    await user.click(await screen.findByRole('button', { name: 'Deleted' }));
    await user.click(await screen.findByRole('button', { name: 'Restore: Vehicle not available' }));
    expect(await screen.findByText('Restored')).toBeInTheDocument();
    expect(gets().some((request) => request.params?.deleted === 'true')).toBe(true);
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/v1/cancellation-reasons/2/restore', body: { version: 3 } });
  });
});

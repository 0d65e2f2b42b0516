import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_MESSAGE, type Workshop } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import EditWorkshopPage from './EditWorkshopPage';
import { ok, restoreApi, fakeApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import { sampleWorkshop } from './testing/samples';
import { staleVersion } from '../../test/staleVersion';

// The first render in jsdom is slow (MUI and the page load cold).
const FIRST_PAINT = { timeout: 8000 };
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** GET answers `current()`; other calls answer `write`. */
function renderPage(current: () => Workshop, write: (request: SeenRequest) => FakeAnswer = () => ok(current())) {
  const requests = fakeApi((request) => (request.method === 'GET' ? ok(current()) : write(request)));
  renderWithProviders(<EditWorkshopPage />, { path: '/main/editWorkshop?id=42', routePath: '/main/editWorkshop' });
  return { requests, writes: () => requests.filter((r) => r.method !== 'GET'), gets: () => requests.filter((r) => r.method === 'GET') };
}

// Under a loaded test run a submit and its answer can take more than the default second.
const SLOW = { timeout: 5000 };

afterEach(restoreApi);

describe('EditWorkshopPage', () => {
  it('fills the form from the workshop and saves the edit with the version it was read at', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(() => sampleWorkshop());
    const name = await screen.findByRole('textbox', { name: /^Workshop name/ }, FIRST_PAINT);
    expect(name).toHaveValue('Kochi Car Studio');
    expect(box('Latitude')).toHaveValue('9.93');
    expect(box('Admin phone')).toHaveValue('9712345678');
    await user.clear(name);
    await user.type(name, 'Kochi Car Studio Plus');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Workshop saved', {}, SLOW)).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'PATCH', url: '/api/v1/workshops/42' });
    expect(writes()[0]!.body).toMatchObject({ name: 'Kochi Car Studio Plus', latitude: 9.93, longitude: null, gstin: null, email: null, version: 3 });
    expect(await screen.findByTestId('location', {}, SLOW)).toHaveTextContent('/main/adminprofile/42');
  });

  it('on a stale version (409) says so and Reload refills the form with the latest copy', async () => {
    const user = userEvent.setup({ delay: null });
    let copy = sampleWorkshop();
    const { gets } = renderPage(() => copy, staleVersion);
    const name = await screen.findByRole('textbox', { name: /^Workshop name/ }, FIRST_PAINT);
    await user.type(name, ' X');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(STALE_VERSION_MESSAGE, {}, SLOW)).toBeInTheDocument();

    copy = sampleWorkshop({ name: 'Renamed Elsewhere', version: 4 });
    const before = gets().length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(gets().length).toBe(before + 1));
    await waitFor(() => expect(box('Workshop name')).toHaveValue('Renamed Elsewhere'));
    expect(screen.queryByText(/changed by someone else/)).not.toBeInTheDocument();
  });

  it('deactivates only after the confirmation that warns about the admin’s sign-in and sessions', async () => {
    const user = userEvent.setup({ delay: null });
    let copy = sampleWorkshop();
    const { writes } = renderPage(
      () => copy,
      (request) => {
        copy = sampleWorkshop({ status: 'inactive', version: 4 });
        return request.url.endsWith('/deactivate') ? ok(copy) : { status: 500, data: { message: 'unexpected', code: 'INTERNAL' } };
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }, FIRST_PAINT));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate this workshop?' });
    expect(dialog).toHaveTextContent("Deactivating stops its admin's sign-in and ends their sessions");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Deactivate this workshop?' })).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Workshop deactivated', {}, SLOW)).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/v1/workshops/42/deactivate', body: { version: 3 } });
    expect(await screen.findByRole('button', { name: 'Reactivate' }, SLOW)).toBeInTheDocument();
  });
});

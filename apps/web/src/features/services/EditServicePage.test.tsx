import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_MESSAGE, type Service } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import EditServicePage from './EditServicePage';
import { sampleService } from './testing/samples';
import { staleVersion } from '../../test/staleVersion';

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** GET of the service answers `current()`; the inclusion options a fixed list; writes answer `write`. */
function renderPage(current: () => Service, write: (request: SeenRequest) => FakeAnswer = () => ok(current())) {
  const requests = fakeApi((request) => {
    if (request.method !== 'GET') return write(request);
    return request.url.endsWith('/options') ? ok({ data: [{ id: 3, name: 'Tyre polish' }] }) : ok(current());
  });
  renderWithProviders(<EditServicePage />, { path: '/main/edit-service/12', routePath: '/main/edit-service/:id' });
  return { writes: () => requests.filter((r) => r.method !== 'GET'), gets: () => requests.filter((r) => r.method === 'GET' && r.url === '/api/v1/services/12') };
}

afterEach(restoreApi);

describe('EditServicePage (super admin)', () => {
  it('shows paise as rupees and saves with the version it was read at', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(() => sampleService({ prices: { hatchback: 49900, sedan: 59950, suv: 79900, muv: 79900, bike: 19900 } }));
    const sedan = await screen.findByRole('textbox', { name: /^Sedan price/ });
    expect(sedan).toHaveValue('599.50');
    expect(box('Hatchback price')).toHaveValue('499');
    await user.clear(sedan);
    await user.type(sedan, '649');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Service saved')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: '/api/v1/services/12' });
    expect(writes()[0]!.body).toEqual({
      name: 'Foam wash',
      category: 'wash',
      description: 'Exterior foam wash and dry',
      duration_minutes: 45,
      prices: { hatchback: 49900, sedan: 64900, suv: 79900, muv: 79900, bike: 19900 },
      inclusion_ids: [3],
      version: 4,
    });
  });

  it('on a stale version (409) says so and Reload refills the form', async () => {
    const user = userEvent.setup({ delay: null });
    let copy = sampleService();
    const { gets } = renderPage(() => copy, staleVersion);
    await user.type(await screen.findByRole('textbox', { name: /^Service name/ }), ' deluxe');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(STALE_VERSION_MESSAGE)).toBeInTheDocument();

    copy = sampleService({ name: 'Foam wash plus', version: 5 });
    const before = gets().length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(gets().length).toBe(before + 1));
    await waitFor(() => expect(box('Service name')).toHaveValue('Foam wash plus'));
    expect(screen.queryByText(STALE_VERSION_MESSAGE)).not.toBeInTheDocument();
  });

  it('offers Approve and Reject for a pending request; rejecting needs a note', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(() => sampleService({ status: 'pending_approval', requested_by_workshop: { id: 1, name: 'Sparkle Auto Care' } }));
    expect(await screen.findByText('Requested by Sparkle Auto Care')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason for rejecting')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason for rejecting/ }), 'We already list Foam wash');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/v1/services/12/reject', body: { version: 4, note: 'We already list Foam wash' } });
  });

  it('deactivates an active service only after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(() => sampleService());
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate this service?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Service deactivated')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/v1/services/12/deactivate', body: { version: 4 } });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import InclusionsPage from './InclusionsPage';
import { listOf, sampleInclusion } from './testing/samples';

const IN_USE = { status: 409, data: { message: '“Tyre polish” is included in 2 services; deactivate it instead', code: 'IN_USE' } };

function renderPage(write: (request: SeenRequest) => FakeAnswer) {
  const requests = fakeApi((request) => (request.method === 'GET' ? ok(listOf([sampleInclusion()])) : write(request)));
  renderWithProviders(<InclusionsPage />, { path: '/main/serviceinclusionsform' });
  return { writes: () => requests.filter((r) => r.method !== 'GET') };
}

afterEach(restoreApi);

describe('Service inclusions', () => {
  it('asks before deleting; one in use (409) says why and offers to deactivate instead', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage((request) => (request.method === 'DELETE' ? IN_USE : ok(sampleInclusion({ active: false, version: 2 }))));
    await user.click(await screen.findByRole('button', { name: 'Delete: Tyre polish' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this inclusion?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const inUse = await screen.findByRole('dialog', { name: 'This inclusion is in use' });
    expect(inUse).toHaveTextContent('“Tyre polish” is included in 2 services; deactivate it instead');
    expect(writes()[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/service-inclusions/3' });

    await user.click(within(inUse).getByRole('button', { name: 'Deactivate instead' }));
    expect(await screen.findByText('Inclusion deactivated')).toBeInTheDocument();
    expect(writes()[1]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/service-inclusions/3',
      body: { name: 'Tyre polish', description: 'Tyres dressed to a deep black', active: false, version: 1 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes one not in use after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(() => ({ status: 204, data: '' }));
    await user.click(await screen.findByRole('button', { name: 'Delete: Tyre polish' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this inclusion?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Inclusion deleted')).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
  });

  it('adds an inclusion from the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(() => ({ status: 201, data: sampleInclusion({ id: 9, name: 'Dashboard polish' }) }));
    await user.click(await screen.findByRole('button', { name: 'Add inclusion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add inclusion' });
    await user.click(within(dialog).getByRole('button', { name: 'Save inclusion' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dashboard polish');
    await user.click(within(dialog).getByRole('button', { name: 'Save inclusion' }));
    expect(await screen.findByText('Inclusion added')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/v1/service-inclusions', body: { name: 'Dashboard polish', description: '', active: true } });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Worker } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi, type SeenRequest } from '../../app/testing/fakeApi';
import EditSocietyPage from './EditSocietyPage';
import { testWorker } from '../workers/testing/samples';
import { sampleSociety } from './testing/samples';

// The first render in jsdom is slow (MUI and the page load cold).
const FIRST_PAINT = { timeout: 8000 };
const list = (data: Worker[]) => ok({ data, page: 1, page_size: 25, total: data.length });

/** A society (id 5) served by `serving`; a search for workers finds `candidate`. */
function renderPage(serving: Worker[], candidate: Worker) {
  const requests = fakeApi((request: SeenRequest) => {
    if (request.method === 'PUT') return ok(candidate);
    if (request.url === '/api/v1/societies/5') return ok(sampleSociety());
    if (request.url === '/api/v1/workers' && request.params.society_id === 5) return list(serving);
    if (request.url === '/api/v1/workers') return list([candidate, ...serving]);
    return { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  renderWithProviders(<EditSocietyPage />, { path: '/main/editSociety?id=5', routePath: '/main/editSociety' });
  return { puts: () => requests.filter((r) => r.method === 'PUT') };
}

// Under a loaded test run a submit and its answer can take more than the default second.
const SLOW = { timeout: 5000 };

afterEach(restoreApi);

describe('EditSocietyPage: workers serving the society', () => {
  it('assigns a worker picked by search, keeping their other societies', async () => {
    const user = userEvent.setup({ delay: null });
    const serving = testWorker({ id: 7, name: 'Ajay Singh', societies: [{ id: 5, name: 'Palm Grove Residency' }] });
    const candidate = testWorker({ id: 100, name: 'Ravi Shankar', societies: [{ id: 2, name: 'Hiranandani Gardens' }], version: 6 });
    const { puts } = renderPage([serving], candidate);
    expect(await screen.findByText('Ajay Singh', {}, FIRST_PAINT)).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Find a worker to assign' }), 'Ravi');
    await user.click(await screen.findByRole('option', { name: /Ravi Shankar/ }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('Ravi Shankar now serves this society', {}, SLOW)).toBeInTheDocument();
    expect(puts()[0]).toMatchObject({ url: '/api/v1/workers/100/societies', body: { society_ids: [2, 5], version: 6 } });
  });

  it('unassigns after a confirmation, sending the worker’s other societies only', async () => {
    const user = userEvent.setup({ delay: null });
    const serving = testWorker({ id: 7, name: 'Ajay Singh', version: 3, societies: [{ id: 5, name: 'Palm Grove Residency' }, { id: 8, name: 'Lakeside' }] });
    const { puts } = renderPage([serving], testWorker({ id: 100, name: 'Ravi Shankar' }));
    await user.click(await screen.findByRole('button', { name: 'Unassign Ajay Singh' }, FIRST_PAINT));
    const dialog = screen.getByRole('dialog', { name: 'Unassign this worker?' });
    expect(dialog).toHaveTextContent('Ajay Singh will no longer serve this society');
    expect(puts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ url: '/api/v1/workers/7/societies', body: { society_ids: [8], version: 3 } });
  });

  it('offers an already serving worker in the search only as a disabled choice', async () => {
    const user = userEvent.setup({ delay: null });
    const serving = testWorker({ id: 7, name: 'Ajay Singh', societies: [{ id: 5, name: 'Palm Grove Residency' }] });
    renderPage([serving], testWorker({ id: 100, name: 'Ravi Shankar' }));
    await user.click(await screen.findByRole('combobox', { name: 'Find a worker to assign' }, FIRST_PAINT));
    const option = await screen.findByRole('option', { name: /Ajay Singh/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent('already assigned');
  });
});

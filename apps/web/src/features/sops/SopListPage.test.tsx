import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { emptyList, ok, restoreApi, fakeApi } from '../../app/testing/fakeApi';
import { listOf } from '../services/testing/samples';
import SopListPage from './SopListPage';
import { sampleSop, SERVICE_OPTIONS } from './testing/samples';

afterEach(restoreApi);

describe('sop: the SOP list', () => {
  it('lists SOPs with service, step count and status, sends the URL filters, and opens a row in create-sop', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = fakeApi((request) =>
      request.url.endsWith('/options') ? ok(SERVICE_OPTIONS) : ok(listOf([sampleSop(), sampleSop({ id: 8, title: 'Tyre check', service: null, steps: ['Check'], status: 'published' })])),
    );
    renderWithProviders(<SopListPage />, { path: '/main/sop?status=draft&q=wash', routePath: '/main/sop' });
    expect(await screen.findByText('Express wash at a society parking')).toBeInTheDocument();
    expect(screen.getByText('3 steps')).toBeInTheDocument();
    expect(screen.getByText('1 step')).toBeInTheDocument();
    expect(screen.getByText('No service')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/v1/sops' && r.params.status === 'draft' && r.params.q === 'wash' && r.params.sort === '-updated_at')).toBe(true);

    await user.click(screen.getByText('Tyre check'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/main/create-sop');
  });

  it('an empty list offers Create SOP', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi((request) => (request.url.endsWith('/options') ? ok(SERVICE_OPTIONS) : emptyList()));
    renderWithProviders(<SopListPage />, { path: '/main/sop', routePath: '/main/sop' });
    expect(await screen.findByText('No SOPs yet. Create the first one.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Create SOP' })[0]!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/main/create-sop');
  });

  it('renders with its default sort without asking the router to navigate while rendering', async () => {
    const warn = vi.spyOn(console, 'warn');
    fakeApi((request) => (request.url.endsWith('/options') ? ok(SERVICE_OPTIONS) : emptyList()));
    renderWithProviders(<SopListPage />, { path: '/main/sop', routePath: '/main/sop' });
    expect(await screen.findByText('No SOPs yet. Create the first one.')).toBeInTheDocument();
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('navigate()'))).toEqual([]);
    // The grid shows the default sort on its Updated column.
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'descending');
    warn.mockRestore();
  });
});

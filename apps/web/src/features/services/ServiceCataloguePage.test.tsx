import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi } from '../../app/testing/fakeApi';
import ServiceCataloguePage from './ServiceCataloguePage';
import { listOf, sampleService } from './testing/samples';

const PENDING = sampleService({ id: 20, name: 'Underbody coating', status: 'pending_approval', requested_by_workshop: { id: 1, name: 'Sparkle Auto Care' }, version: 1 });

function renderPage(path = '/main/service') {
  const requests = fakeApi((request) => {
    if (request.method === 'POST') return ok({ ...PENDING, status: 'active', version: 2 });
    return request.params.status === 'pending_approval' ? ok(listOf([PENDING])) : ok(listOf([sampleService({ prices: { hatchback: 49900, sedan: 59900, suv: 123456789, muv: 79900, bike: 19900 } })]));
  });
  renderWithProviders(<ServiceCataloguePage />, { path, routePath: '/main/service' });
  return requests;
}

afterEach(restoreApi);

describe('Services (super admin catalogue)', () => {
  it('lists the catalogue with prices in ₹ (Indian grouping) and sends the URL filters', async () => {
    const requests = renderPage('/main/service?status=active&category=wash');
    expect(await screen.findByText('Foam wash')).toBeInTheDocument();
    expect(screen.getByText('₹12,34,567.89')).toBeInTheDocument();
    expect(screen.getByText('₹499')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/v1/services' && r.params.status === 'active' && r.params.category === 'wash')).toBe(true);
  });

  it('approves a pending request after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = renderPage('/main/service?tab=pending');
    await user.click(await screen.findByRole('button', { name: 'Approve: Underbody coating' }));
    expect(screen.getByText('Sparkle Auto Care')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Approve this service?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Service approved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({ url: '/api/v1/services/20/approve', body: { version: 1 } });
  });
});

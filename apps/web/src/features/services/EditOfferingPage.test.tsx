import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkshopService } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import EditOfferingPage from './EditOfferingPage';
import { sampleOffering } from './testing/samples';

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

function renderPage(current: () => WorkshopService, write: (request: SeenRequest) => FakeAnswer = () => ok(current())) {
  const requests = fakeApi((request) => (request.method === 'GET' ? ok(current()) : write(request)));
  renderWithProviders(<EditOfferingPage />, { path: '/workshop/edit-service/30', routePath: '/workshop/edit-service/:id' });
  return { writes: () => requests.filter((r) => r.method !== 'GET') };
}

afterEach(restoreApi);

describe('Edit offered service (workshop admin)', () => {
  it('fills its own prices, shows the catalogue ones, and a cleared box goes back to the catalogue price', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage(() => sampleOffering());
    const sedan = await screen.findByRole('textbox', { name: /^Sedan price/ });
    expect(sedan).toHaveValue('550');
    expect(box('Hatchback price')).toHaveValue('');
    expect(screen.getByText('Blank = catalogue price ₹599')).toBeInTheDocument();
    await user.clear(sedan);
    await user.type(box('SUV price'), '850');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText('Prices saved')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: '/api/v1/workshop-services/30', body: { price_overrides: { suv: 85000 }, active: true, version: 2 } });
  });

  it('withdraws only after confirming, keeping its prices', async () => {
    const user = userEvent.setup({ delay: null });
    let copy = sampleOffering();
    const { writes } = renderPage(
      () => copy,
      () => {
        copy = sampleOffering({ active: false, version: 3 });
        return ok(copy);
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this service?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Service withdrawn')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'PUT', body: { price_overrides: { sedan: 55000 }, active: false, version: 2 } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Offer again' })).toBeInTheDocument());
  });
});

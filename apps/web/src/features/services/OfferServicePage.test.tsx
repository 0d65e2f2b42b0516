import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import OfferServicePage from './OfferServicePage';
import { listOf, sampleOffering, sampleService } from './testing/samples';

const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

function renderPage(write: (request: SeenRequest) => FakeAnswer = () => ({ status: 201, data: sampleOffering({ id: 31 }) })) {
  const requests = fakeApi((request) => {
    if (request.method !== 'GET') return write(request);
    switch (request.url) {
      case '/api/v1/services/options':
        return ok({ data: [{ id: 12, name: 'Foam wash' }, { id: 14, name: 'Interior detailing' }] });
      case '/api/v1/workshop-services':
        return ok(listOf([sampleOffering()]));
      case '/api/v1/services/14':
        return ok(sampleService({ id: 14, name: 'Interior detailing', prices: { hatchback: 149900, sedan: 179900, suv: 219900, muv: 219900, bike: 49900 } }));
      default:
        return { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
    }
  });
  renderWithProviders(<OfferServicePage />, { path: '/workshop/service' });
  return { posts: () => requests.filter((r) => r.method === 'POST') };
}

afterEach(restoreApi);

describe('Service Form (offer a catalogue service)', () => {
  it('offers only services not offered yet, shows the catalogue prices and sends only the prices typed, in paise', async () => {
    const user = userEvent.setup({ delay: null });
    const { posts } = renderPage();
    await user.click(await screen.findByRole('combobox', { name: /^Service/ }));
    expect(await screen.findByRole('option', { name: 'Interior detailing' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Foam wash' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Interior detailing' }));

    expect(await screen.findByText('Blank = catalogue price ₹1,799')).toBeInTheDocument();
    expect(screen.getByText('Blank = catalogue price ₹1,499')).toBeInTheDocument();
    await user.type(box('Sedan price'), '1650');
    await user.type(box('Bike price'), '450.5');
    await user.click(screen.getByRole('button', { name: 'Offer service' }));

    expect(await screen.findByText('Service offered at your workshop')).toBeInTheDocument();
    expect(posts()[0]).toMatchObject({ url: '/api/v1/workshop-services' });
    expect(posts()[0]!.body).toEqual({ service_id: 14, price_overrides: { sedan: 165000, bike: 45050 } });
    expect(await screen.findByTestId('location')).toHaveTextContent('/workshop/list-service');
  });

  it('requires a service and names a malformed price', async () => {
    const user = userEvent.setup({ delay: null });
    const { posts } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Offer service' }));
    expect(await screen.findByText('Choose a service')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Service/ }));
    await user.click(await screen.findByRole('option', { name: 'Interior detailing' }));
    await user.type(box('SUV price'), '12,00,0.999');
    await user.click(screen.getByRole('button', { name: 'Offer service' }));
    expect(await screen.findByText('SUV price: enter rupees, e.g. 499 or 499.50')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });
});

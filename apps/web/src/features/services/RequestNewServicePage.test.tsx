import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Service } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import { ok, restoreApi, fakeApi } from '../../app/testing/fakeApi';
import RequestNewServicePage from './RequestNewServicePage';
import { listOf, sampleService } from './testing/samples';

const auth = { currentUser: testAdmin({ workshop_id: 1 }), token: 'access', r_token: 'refresh', error: null, loading: false };
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const OURS = { id: 1, name: 'Sparkle Auto Care' };

afterEach(restoreApi);

describe('Request New Service', () => {
  it('sends the service in paise without a status and lists it under Your requests with the decisions', async () => {
    const user = userEvent.setup({ delay: null });
    let services: Service[] = [
      sampleService({ id: 5, name: 'Headlight restore', status: 'rejected', requested_by_workshop: OURS, decision_note: 'Covered by Detailing' }),
      sampleService({ id: 6, name: 'Catalogue only' }),
      sampleService({ id: 7, name: 'Other workshop idea', requested_by_workshop: { id: 2, name: 'Shine Garage' } }),
    ];
    const requests = fakeApi((request) => {
      if (request.method === 'POST') {
        const created = sampleService({ id: 8, name: 'Ozone treatment', status: 'pending_approval', requested_by_workshop: OURS });
        services = [created, ...services];
        return { status: 201, data: created };
      }
      return request.url.endsWith('/options') ? ok({ data: [] }) : ok(listOf(services));
    });
    renderWithProviders(<RequestNewServicePage />, { path: '/workshop/requestnewservice', preloadedState: { auth } });

    const table = await screen.findByRole('table', { name: 'Your requests' });
    expect(within(table).getByText('Headlight restore')).toBeInTheDocument();
    expect(within(table).getByText('Covered by Detailing')).toBeInTheDocument();
    expect(within(table).queryByText('Catalogue only')).not.toBeInTheDocument();
    expect(within(table).queryByText('Other workshop idea')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();

    await user.type(box('Service name'), 'Ozone treatment');
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Detailing' }));
    await user.type(box('Duration'), '30');
    for (const label of ['Hatchback price', 'Sedan price', 'SUV price', 'MUV price', 'Bike price']) await user.type(box(label), '300');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent. The platform will review it.')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/v1/services/requests');
    expect(post.body).toEqual({
      name: 'Ozone treatment',
      category: 'detailing',
      description: '',
      duration_minutes: 30,
      prices: { hatchback: 30000, sedan: 30000, suv: 30000, muv: 30000, bike: 30000 },
      inclusion_ids: [],
    });
    expect(await within(table).findByText('Ozone treatment')).toBeInTheDocument();
    expect(within(table).getByText('Pending approval')).toBeInTheDocument();
    await waitFor(() => expect(box('Service name')).toHaveValue(''));
  });
});

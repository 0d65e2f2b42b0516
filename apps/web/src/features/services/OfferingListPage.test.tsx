import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi } from '../../app/testing/fakeApi';
import OfferingListPage from './OfferingListPage';
import { listOf, sampleOffering } from './testing/samples';

afterEach(restoreApi);

describe('Service List (workshop admin)', () => {
  it('shows the prices customers pay, marks its own, and opens an offering', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = fakeApi(() => ok(listOf([sampleOffering()])));
    renderWithProviders(<OfferingListPage />, { path: '/workshop/list-service?active=true', routePath: '/workshop/list-service' });
    expect(await screen.findByText('Foam wash')).toBeInTheDocument();
    expect(screen.getByText('₹550')).toBeInTheDocument();
    expect(screen.getAllByTitle('Your own price (the catalogue price is overridden)')).toHaveLength(1);
    expect(requests.find((request) => request.url === '/api/v1/workshop-services')).toMatchObject({ url: '/api/v1/workshop-services', params: { active: 'true', sort: 'name' } });
    await user.click(screen.getByText('Foam wash'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/workshop/edit-service/30');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ServiceRequestDetails } from '@carcare/contracts';
import { testAdmin } from '../../app/testing/testAdmin';
import { restoreApi, type Handler, posts } from '../../app/testing/fakeApi';
import { renderDialogOverApi } from '../../test/renderOverApi';
import { NewRequestDialog } from './NewRequestDialog';
import { pick as fieldsOfSample } from '../../app/testing/formFill';
import { sampleOffering } from '../services/testing/samples';
import { testDetails, testRequest } from './testing/samples';
import { validationFailed } from '../../app/testing/apiAnswers';

const auth = { currentUser: testAdmin({ user_type: 'super_admin', workshop_id: null }), token: 'access', r_token: 'refresh', error: null, loading: false };

function renderDialog(onPost: Handler = () => ({ status: 201, data: testDetails({ id: 88, code: 'SR-000088' }) })) {
  const answer: Handler = (request) => {
    if (request.method === 'POST' && request.url === '/api/v1/requests') return onPost(request);
    if (request.method !== 'GET') return undefined;
    switch (request.url) {
      case '/api/v1/workshops/options':
        return { status: 200, data: { data: [{ id: 1, name: 'Sparkle Auto Care' }, { id: 2, name: 'Shine Garage' }] } };
      case '/api/v1/societies/options':
        return { status: 200, data: { data: [{ id: 5, name: 'DLF Park Place' }] } };
      case '/api/v1/workshop-services': {
        const offerings =
          request.params.workshop_id === 2
            ? [sampleOffering({ service: { id: 3, name: 'Foam wash', category: 'wash', duration_minutes: 60, status: 'active' }, effective_prices: { hatchback: 89_900, sedan: 1_29_950, suv: 1_79_900, muv: 1_79_900, bike: 39_900 } })]
            : [];
        return { status: 200, data: { data: offerings, page: 1, page_size: 100, total: offerings.length } };
      }
      default:
        return undefined;
    }
  };
  const created: ServiceRequestDetails[] = [];
  const rendered = renderDialogOverApi((onClose) => <NewRequestDialog chooseWorkshop onClose={onClose} onCreated={(request) => created.push(request)} />, { preloadedState: { auth } }, answer);
  return { ...rendered, created };
}

const dialog = () => screen.getByRole('dialog', { name: 'New phone booking' });

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string | RegExp) {
  await user.click(within(dialog()).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillBooking(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(dialog()).getByRole('textbox', { name: /^Customer name/ }), 'Meera Iyer');
  await user.type(within(dialog()).getByRole('textbox', { name: /^Customer phone/ }), '98765 43210');
  await pick(user, /^Vehicle type/, 'Sedan');
  await user.type(within(dialog()).getByRole('textbox', { name: /^Make/ }), 'Honda');
  await user.type(within(dialog()).getByRole('textbox', { name: /^Model/ }), 'City');
  await user.type(within(dialog()).getByRole('textbox', { name: /^Registration number/ }), 'hr 26 dk 8337');
  await pick(user, /^Workshop/, 'Shine Garage');
  await pick(user, /^Service/, /Foam wash/);
  await pick(user, /^Society/, 'DLF Park Place');
  await user.type(within(dialog()).getByRole('textbox', { name: /^Address/ }), 'Tower B, flat 402');
  // The date reads dd/mm/yyyy; the time is its own box.
  fireEvent.change(within(dialog()).getByLabelText(/^Date and time/), { target: { value: '24/11/2026' } });
  fireEvent.change(within(dialog()).getByLabelText('Time (Date and time)'), { target: { value: '10:30' } });
}

afterEach(restoreApi);

describe('New phone booking', () => {
  it('names each missing field from the shared schema and sends nothing', async () => {
    const { user, seen } = renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Record booking' }));
    expect(await within(dialog()).findByText('Customer name is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Phone must be exactly 10 digits')).toBeInTheDocument();
    expect(within(dialog()).getByText('Choose the vehicle type')).toBeInTheDocument();
    expect(within(dialog()).getByText('Choose a workshop')).toBeInTheDocument();
    expect(within(dialog()).getByText('Choose a service')).toBeInTheDocument();
    expect(within(dialog()).getByText('Address is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Scheduled time must be a date and time')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: /^Customer name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posts(seen)).toHaveLength(0);
  });

  it('shows the workshop\u2019s price for the vehicle type and sends the parsed booking', async () => {
    const { user, seen, created, closed } = renderDialog();
    expect(within(dialog()).getByText('Choose a workshop first')).toBeInTheDocument();
    await fillBooking(user);
    expect(within(dialog()).getByText('Sedan price: ₹1,299.50')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Record booking' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    // The sample request's customer and vehicle: the phone without its space, the registration in capitals without spaces.
    expect(posts(seen)[0]!.body).toEqual({
      ...fieldsOfSample(testRequest(), ['customer_name', 'customer_phone', 'vehicle_type', 'vehicle_make', 'vehicle_model', 'registration_number']),
      workshop_id: 2,
      service_id: 3,
      society_id: 5,
      address: 'Tower B, flat 402',
      scheduled_at: '2026-11-24T05:00:00.000Z',
    });
    expect(await screen.findByText('Booking SR-000088 recorded')).toBeInTheDocument();
    expect(created.map((request) => request.id)).toEqual([88]);
    expect(closed()).toBe(1);
  });

  it('places the server\u2019s field messages of a 400 beside their fields', async () => {
    const { user } = renderDialog(() => validationFailed({ scheduled_at: 'Scheduled time must be in the future' }));
    await fillBooking(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Record booking' }));
    expect(await within(dialog()).findByText('Scheduled time must be in the future')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/^Date and time/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
  });
});

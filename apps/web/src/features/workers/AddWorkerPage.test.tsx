import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import AddWorkerPage from './AddWorkerPage';
import { EditWorkerDialog } from './EditWorkerDialog';
import { fakeApi, restoreApi, type Handler, posts } from '../../app/testing/fakeApi';
import { testWorker } from './testing/samples';
import { validationFailed } from '../../app/testing/apiAnswers';
import { staleVersion } from '../../test/staleVersion';

const auth = { currentUser: testAdmin(), token: 'access', r_token: 'refresh', error: null, loading: false };

function renderAddWorker(handler: Handler) {
  const seen = fakeApi(handler);
  renderWithProviders(<AddWorkerPage />, { path: '/workshop/addWorkshop', preloadedState: { auth } });
  return seen;
}


async function fillValidWorker(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ravi Kumar');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '98123 45678');
  await user.click(screen.getByRole('combobox', { name: /^Skills/ }));
  await user.click(await screen.findByRole('option', { name: 'Detailing' }));
  await user.click(screen.getByRole('option', { name: 'Tyres' }));
  await user.keyboard('{Escape}');
  await user.type(screen.getByRole('textbox', { name: /^ID proof number/ }), 'abcd1234');
}

afterEach(restoreApi);

describe('Add Worker form', () => {
  it('names each failing field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = renderAddWorker(() => undefined);
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '98765');
    await user.type(screen.getByRole('textbox', { name: /^ID proof number/ }), 'ab-1');
    await user.click(screen.getByRole('button', { name: 'Save worker' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one skill')).toBeInTheDocument();
    expect(screen.getByText('ID proof number: 6 to 20 letters or digits')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posts(seen)).toHaveLength(0);
  });

  it('keeps only digits in the phone, at most ten', async () => {
    const user = userEvent.setup({ delay: null });
    renderAddWorker(() => undefined);
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    await user.type(phone, '+91 98123-456789');
    expect(phone).toHaveValue('9198123456');
  });

  it('sends the parsed body and opens the new worker\u2019s profile', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = renderAddWorker((request) => (request.method === 'POST' ? { status: 201, data: testWorker({ id: 77 }) } : undefined));
    await fillValidWorker(user);
    await user.click(screen.getByRole('button', { name: 'Save worker' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/workshop/workshprofile/77');
    const post = posts(seen)[0]!;
    expect(post.url).toBe('/api/v1/workers');
    expect(post.body).toEqual({
      name: 'Ravi Kumar',
      phone: '9812345678',
      skills: ['detailing', 'tyres'],
      id_proof_type: 'aadhaar',
      id_proof_number: 'ABCD1234',
      joined_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown as string,
    });
  });

  it('puts a duplicate phone (409) on the phone field', async () => {
    const user = userEvent.setup({ delay: null });
    renderAddWorker((request) =>
      request.method === 'POST' ? { status: 409, data: { message: 'A worker with phone 9812345678 already exists', code: 'DUPLICATE' } } : undefined,
    );
    await fillValidWorker(user);
    await user.click(screen.getByRole('button', { name: 'Save worker' }));
    expect(await screen.findByText('A worker with phone 9812345678 already exists')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('places the server\u2019s field messages of a 400 beside their fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderAddWorker((request) =>
      request.method === 'POST'
        ? validationFailed({ joined_on: 'Joined on cannot be in the future' })
        : undefined,
    );
    await fillValidWorker(user);
    await user.click(screen.getByRole('button', { name: 'Save worker' }));
    expect(await screen.findByText('Joined on cannot be in the future')).toBeInTheDocument();
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
  });
});

describe('Edit worker dialog', () => {
  it('on a stale version (409) says so and offers Reload', async () => {
    const user = userEvent.setup({ delay: null });
    let reloads = 0;
    fakeApi((request) =>
      request.method === 'PATCH'
        ? staleVersion()
        : undefined,
    );
    renderWithProviders(
      <EditWorkerDialog
        open
        worker={testWorker()}
        onClose={() => undefined}
        onReload={() => {
          reloads += 1;
        }}
      />,
      { preloadedState: { auth } },
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit worker' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' Jr');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This record was changed by someone else');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(reloads).toBe(1));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

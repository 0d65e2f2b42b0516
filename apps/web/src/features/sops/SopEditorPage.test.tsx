import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_MESSAGE, type Sop } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import SopEditorPage from './SopEditorPage';
import { sampleSop, SERVICE_OPTIONS } from './testing/samples';
import { validationFailed } from '../../app/testing/apiAnswers';
import { staleVersion } from '../../test/staleVersion';

const step = (number: number) => screen.getByRole('textbox', { name: `Step ${number}` });
const button = (name: string) => screen.getByRole('button', { name });

/** GET of SOP 7 answers `current()`, the service options a fixed list; writes answer `write`. */
function renderPage(path: string, current: () => Sop = () => sampleSop(), write: (request: SeenRequest) => FakeAnswer = () => ok(current())) {
  const requests = fakeApi((request) => {
    if (request.method !== 'GET') return write(request);
    return request.url.endsWith('/options') ? ok(SERVICE_OPTIONS) : ok(current());
  });
  renderWithProviders(<SopEditorPage />, { path, routePath: '/main/create-sop' });
  return { writes: () => requests.filter((r) => r.method !== 'GET'), gets: () => requests.filter((r) => r.method === 'GET' && r.url === '/api/v1/sops/7') };
}

afterEach(restoreApi);

describe('create-sop: a new SOP', () => {
  it('adds, fills, reorders and removes steps; the draft is sent with the steps in the order shown', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage('/main/create-sop', () => sampleSop({ id: 7 }), () => ({ status: 201, data: sampleSop({ id: 7 }) }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Tyre check');
    await user.click(screen.getByRole('combobox', { name: 'Linked service' }));
    await user.click(await screen.findByRole('option', { name: 'Premium Wash & Vacuum' }));

    await user.type(step(1), 'Check pressure');
    expect(button('Remove step 1')).toBeDisabled();
    await user.click(button('Add step'));
    await user.type(step(2), 'Check tread');
    await user.click(button('Add step'));
    await user.type(step(3), 'Photograph the tyres');
    expect(button('Move step 1 up')).toBeDisabled();
    expect(button('Move step 3 down')).toBeDisabled();

    await user.click(button('Move step 3 up'));
    expect(step(2)).toHaveValue('Photograph the tyres');
    await user.click(button('Move step 1 down'));
    expect(step(1)).toHaveValue('Photograph the tyres');
    await user.click(button('Remove step 3'));
    expect(screen.queryByRole('textbox', { name: 'Step 3' })).not.toBeInTheDocument();

    await user.click(button('Save draft'));
    expect(await screen.findByText('SOP saved as a draft')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/v1/sops', body: { title: 'Tyre check', service_id: 2, steps: ['Photograph the tyres', 'Check pressure'] } });
    // The new draft opens in place, ready to publish.
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('shows "Step 2 is empty" on the empty step and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage('/main/create-sop');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Tyre check');
    await user.type(step(1), 'Check pressure');
    await user.click(button('Add step'));
    await user.click(button('Save draft'));
    expect(await screen.findByText('Step 2 is empty')).toBeInTheDocument();
    expect(step(2)).toHaveAttribute('aria-invalid', 'true');
    expect(step(1)).toHaveAttribute('aria-invalid', 'false');
    expect(writes()).toHaveLength(0);
  });

  it('puts the server’s field messages on their fields (a step, the service)', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('/main/create-sop', undefined, () => validationFailed({ 'steps.1': 'Step 2 must be at most 300 characters', service_id: 'Choose an existing service' }, 'Step 2 must be at most 300 characters'));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Tyre check');
    await user.type(step(1), 'Check pressure');
    await user.click(button('Add step'));
    await user.type(step(2), 'Check tread');
    await user.click(button('Save draft'));
    expect(await screen.findByText('Step 2 must be at most 300 characters')).toBeInTheDocument();
    expect(step(2)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose an existing service')).toBeInTheDocument();
  });
});

describe('create-sop?id=N: an existing SOP', () => {
  it('a draft is editable and offers Publish, Archive and Delete; the edit is saved with its version', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage('/main/create-sop?id=7');
    await waitFor(() => expect(step(3)).toHaveValue('Dry'));
    expect(button('Publish')).toBeEnabled();
    expect(button('Archive')).toBeInTheDocument();
    expect(button('Delete')).toBeInTheDocument();

    await user.click(button('Move step 1 down'));
    // Unsaved changes are not published: Publish waits for the save.
    expect(button('Publish')).toBeDisabled();
    await user.click(button('Save draft'));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: '/api/v1/sops/7', body: { title: 'Express wash at a society parking', service_id: 1, steps: ['Foam', 'Rinse', 'Dry'], version: 3 } });
  });

  it('publishes a draft only after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage('/main/create-sop?id=7');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish this SOP?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('SOP published')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', url: '/api/v1/sops/7/publish', body: { version: 3 } })]);
  });

  it('a published SOP shows its steps read-only and offers Archive, not Publish or Delete', async () => {
    renderPage('/main/create-sop?id=7', () => sampleSop({ status: 'published' }));
    expect(await screen.findByText('Foam')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rinse', 'Foam', 'Dry']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(button('Archive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });

  it('an archived SOP offers no action', async () => {
    renderPage('/main/create-sop?id=7', () => sampleSop({ status: 'archived', service: null }));
    expect(await screen.findByText('No service')).toBeInTheDocument();
    for (const name of ['Publish', 'Archive', 'Delete']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('archiving a stale copy (409) says so, and Reload fetches the latest', async () => {
    const user = userEvent.setup({ delay: null });
    const { gets } = renderPage('/main/create-sop?id=7', () => sampleSop({ status: 'published' }), staleVersion);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Archive this SOP?' })).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(STALE_VERSION_MESSAGE)).toBeInTheDocument();
    const before = gets().length;
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(gets().length).toBe(before + 1));
    expect(screen.queryByText(STALE_VERSION_MESSAGE)).not.toBeInTheDocument();
  });

  it('deletes a draft after confirming and goes back to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderPage('/main/create-sop?id=7', undefined, () => ({ status: 204, data: null }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('SOP deleted')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/sops/7', params: { version: 3 } });
    expect(await screen.findByTestId('location')).toHaveTextContent('/main/sop');
  });

  it('an unknown id says so', async () => {
    fakeApi((request) => (request.url.endsWith('/options') ? ok(SERVICE_OPTIONS) : { status: 404, data: { message: 'SOP not found', code: 'NOT_FOUND' } }));
    renderWithProviders(<SopEditorPage />, { path: '/main/create-sop?id=99', routePath: '/main/create-sop' });
    expect(await screen.findByText('This SOP does not exist.')).toBeInTheDocument();
  });
});

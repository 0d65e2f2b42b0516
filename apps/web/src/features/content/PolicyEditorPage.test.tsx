import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PolicyDocument, PolicyState } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { ok, restoreApi, fakeApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import { PrivacyPolicyPage } from './PolicyEditorPage';
import { fixture } from '../../app/testing/fixture';

const AARAV = { id: 1, name: 'Aarav Mehta' };

const doc = fixture<PolicyDocument>({
  id: 3,
  kind: 'privacy_policy',
  version_no: 2,
  status: 'published',
  body: '# Privacy Policy\n\nWe keep your **phone** safe.',
  published_at: '2026-10-24T09:00:00.000Z',
  published_by: AARAV,
  superseded_at: null,
  updated_by: AARAV,
  version: 2,
  created_at: '2026-10-21T09:00:00.000Z',
  updated_at: '2026-10-24T09:00:00.000Z',
});

const v1 = doc({ id: 2, version_no: 1, status: 'superseded', body: '# Old policy\n\nFirst words.', published_at: '2026-07-26T09:00:00.000Z', superseded_at: '2026-10-24T09:00:00.000Z' });
const summary = ({ body: _body, ...rest }: PolicyDocument) => rest;

function renderPage(initial: PolicyState, write: (request: SeenRequest) => FakeAnswer) {
  const requests = fakeApi((request) => {
    if (request.method !== 'GET') return write(request);
    if (request.url.endsWith('/versions')) return ok({ data: [summary(doc()), summary(v1)] });
    if (request.url.endsWith('/versions/1')) return ok(v1);
    return ok(initial);
  });
  renderWithProviders(<PrivacyPolicyPage />, { path: '/main/privacy' });
  return { writes: () => requests.filter((r) => r.method !== 'GET') };
}

const published: PolicyState = { kind: 'privacy_policy', title: 'Privacy Policy', draft: null, published: doc() };
const editor = () => screen.getByRole('textbox', { name: 'Text (Markdown)' });
const preview = () => screen.getByRole('region', { name: 'Preview' });

afterEach(restoreApi);

describe('privacy: the Markdown editor', () => {
  it('starts from the published text and renders the preview live as the text changes', async () => {
    renderPage(published, () => ok(published));
    expect(await screen.findByRole('textbox', { name: 'Text (Markdown)' })).toHaveValue('# Privacy Policy\n\nWe keep your **phone** safe.');
    expect(within(preview()).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(preview().querySelector('strong')).toHaveTextContent('phone');
    expect(screen.getByText('Published: version 2')).toBeInTheDocument();

    fireEvent.change(editor(), { target: { value: '## Data we keep\n\n- Name\n- Phone' } });
    expect(within(preview()).getByRole('heading', { level: 2, name: 'Data we keep' })).toBeInTheDocument();
    expect(within(preview()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Name', 'Phone']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('shows raw HTML and javascript: links inert in the preview', async () => {
    renderPage(published, () => ok(published));
    await screen.findByRole('textbox', { name: 'Text (Markdown)' });
    fireEvent.change(editor(), { target: { value: '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [ok](https://carcare.in)' } });
    expect(preview().querySelector('script, img')).toBeNull();
    expect(preview()).toHaveTextContent('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    const links = within(preview()).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://carcare.in');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('saves the draft with the version it read (null: no draft yet)', async () => {
    const user = userEvent.setup({ delay: null });
    const draft = doc({ id: 4, version_no: null, status: 'draft', body: 'New text', published_at: null, published_by: null, version: 1 });
    const { writes } = renderPage(published, () => ok({ ...published, draft }));
    await screen.findByRole('textbox', { name: 'Text (Markdown)' });
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    fireEvent.change(editor(), { target: { value: 'New text' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'PUT', url: '/api/v1/policies/privacy_policy/draft', body: { body: 'New text', version: null } })]);
    expect(await screen.findByText('Draft: not visible to customers')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('publishes only after confirmation, saving unsaved text first, as the next version', async () => {
    const user = userEvent.setup({ delay: null });
    const draft = doc({ id: 4, version_no: null, status: 'draft', body: 'Draft text', published_at: null, published_by: null, version: 1 });
    const { writes } = renderPage({ ...published, draft }, (request) => {
      if (request.method === 'PUT') return ok({ ...published, draft: { ...draft, body: 'Final text', version: 2 } });
      return ok({ ...published, draft: null, published: doc({ id: 4, version_no: 3, body: 'Final text' }) });
    });
    expect(await screen.findByRole('textbox', { name: 'Text (Markdown)' })).toHaveValue('Draft text');
    fireEvent.change(editor(), { target: { value: 'Final text' } });

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Privacy Policy?' });
    expect(dialog).toHaveTextContent('The draft becomes Privacy Policy version 3.');
    expect(dialog).toHaveTextContent('Your unsaved changes are saved first.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Publish Privacy Policy?' })).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 3 published')).toBeInTheDocument();
    expect(writes().map((r) => [r.method, r.url, r.body])).toEqual([
      ['PUT', '/api/v1/policies/privacy_policy/draft', { body: 'Final text', version: 1 }],
      ['POST', '/api/v1/policies/privacy_policy/publish', { version: 2 }],
    ]);
  });

  it('shows the server’s message when publishing is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const draft = doc({ id: 4, version_no: null, status: 'draft', body: 'x', published_at: null, published_by: null, version: 1 });
    renderPage({ ...published, draft }, () => ({ status: 400, data: { message: 'Write the text before publishing: an empty document cannot be published', code: 'VALIDATION_ERROR' } }));
    await screen.findByRole('textbox', { name: 'Text (Markdown)' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Write the text before publishing: an empty document cannot be published')).toBeInTheDocument();
  });

  it('lists the version history with who published when, and opens any version', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(published, () => ok(published));
    const history = await screen.findByRole('list', { name: 'Version history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(history).toHaveTextContent(/Version 2\s*Published\s*Published by Aarav Mehta/);
    expect(history).toHaveTextContent(/Version 1\s*Superseded/);

    await user.click(within(history).getByRole('button', { name: 'View version 1' }));
    const dialog = await screen.findByRole('dialog', { name: /Privacy Policy · Version 1/ });
    expect(await within(dialog).findByRole('heading', { name: 'Old policy' })).toBeInTheDocument();
  });

  it('discarding the draft offers Undo, which restores it with the version the discard answered and shows its text again', async () => {
    const user = userEvent.setup({ delay: null });
    const draft = doc({ id: 9, version_no: null, status: 'draft', body: 'My draft words', published_at: null, published_by: null, version: 4 });
    const withDraft: PolicyState = { ...published, draft };
    const { writes } = renderPage(withDraft, (request) =>
      request.method === 'DELETE' ? ok({ ...published, deleted: { id: 9, version: 5, deleted_at: '2026-10-25T09:00:00.000Z' } }) : ok({ ...withDraft, draft: { ...draft, version: 6 } }),
    );
    expect(await screen.findByRole('textbox', { name: 'Text (Markdown)' })).toHaveValue('My draft words');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard the draft?' })).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText('Draft discarded')).toBeInTheDocument();
    // The editor is drawn again from the answer: the published text, once it is back.
    await waitFor(() => expect(editor()).toHaveValue('# Privacy Policy\n\nWe keep your **phone** safe.'));
    expect(writes()[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/policies/privacy_policy/draft', params: { version: 4 } });

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored')).toBeInTheDocument();
    expect(writes()[1]).toMatchObject({ method: 'POST', url: '/api/v1/policies/drafts/9/restore', body: { version: 5 } });
    await waitFor(() => expect(editor()).toHaveValue('My draft words'));
  });
});

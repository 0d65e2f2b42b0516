import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_MESSAGE, type UserConcernDetails } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import { fakeApi, restoreApi, type FakeAnswer, type SeenRequest, posts } from '../../app/testing/fakeApi';
import { actionButtons } from '../../app/testing/actionButtons';
import ConcernDetailsPage from './ConcernDetailsPage';
import { testConcernDetails, testMessage } from './testing/samples';
import { staleAfter } from '../../test/staleVersion';

const workshopAuth = { currentUser: testAdmin(), token: 'access', r_token: 'refresh', error: null, loading: false };
const superAuth = { currentUser: testAdmin({ user_type: 'super_admin', workshop_id: null }), token: 'access', r_token: 'refresh', error: null, loading: false };
const URL = '/api/v1/concerns/7';

interface Server {
  /** What GET answers; a test changes it to play "someone else changed it". */
  current: UserConcernDetails | FakeAnswer;
  onPost?: (request: SeenRequest) => FakeAnswer;
}

function renderDetails(server: Server, auth = workshopAuth, home = '/workshop') {
  const seen = fakeApi((request) => {
    if (request.method === 'GET' && request.url === URL) return 'status' in server.current && 'data' in server.current ? (server.current as FakeAnswer) : { status: 200, data: server.current };
    if (request.method === 'POST' && request.url.startsWith(`${URL}/`)) return server.onPost?.(request);
    return undefined;
  });
  renderWithProviders(<ConcernDetailsPage />, { path: `${home}/userconcerns/7`, routePath: `${home}/userconcerns/:id`, preloadedState: { auth } });
  return seen;
}


afterEach(restoreApi);

describe('Concern details', () => {
  it('shows the thread as a chat (customer and staff), the customer, the workshop and a link to the related request', async () => {
    renderDetails({
      current: testConcernDetails({ messages: [testMessage(), testMessage({ id: 2, author_kind: 'staff', author_admin_id: 7, author_name: 'Asha Rao', body: 'Please share the photos.', at: '2026-11-20T06:00:00.000Z' })] }),
    });
    const thread = await screen.findByRole('list', { name: 'Conversation' });
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('A long scratch on the rear bumper'),
      expect.stringContaining('I have photos from before the wash.'),
      expect.stringContaining('Please share the photos.'),
    ]);
    expect(items[0]).toHaveTextContent('Meera Iyer · Customer');
    expect(items[2]).toHaveTextContent('Asha Rao · Staff');
    expect(screen.getByRole('link', { name: /SR-000021/ })).toHaveAttribute('href', '/workshop/service-details/21');
    expect(screen.getByText('Sparkle Auto Care')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
  });

  it('links the super admin to the request under /main', async () => {
    renderDetails({ current: testConcernDetails() }, superAuth, '/main');
    expect(await screen.findByRole('link', { name: /SR-000021/ })).toHaveAttribute('href', '/main/service-details/21');
  });

  it('offers exactly the actions the state allows', async () => {
    renderDetails({ current: testConcernDetails({ status: 'resolved' }) });
    expect(await actionButtons()).toEqual(['Close', 'Reopen']);
  });

  it('a closed concern offers no action, no reply and a fixed priority', async () => {
    renderDetails({ current: testConcernDetails({ status: 'closed', closed_at: '2026-11-21T04:00:00.000Z' }) });
    expect(await screen.findByText('This concern is closed; it takes no more replies.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply to the customer' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends a reply with the version it was shown at and shows the new message', async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = { current: testConcernDetails() };
    server.onPost = (request) => {
      const body = request.body as { body: string };
      server.current = testConcernDetails({ version: 3, messages: [testMessage(), testMessage({ id: 5, author_kind: 'staff', author_admin_id: 7, author_name: 'Asha Rao', body: body.body })] });
      return { status: 200, data: server.current };
    };
    const seen = renderDetails(server);
    await user.type(await screen.findByRole('textbox', { name: 'Reply to the customer' }), 'Our supervisor will call you.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Our supervisor will call you.', { selector: 'p' })).toBeInTheDocument();
    expect(posts(seen)[0]).toMatchObject({ url: `${URL}/messages`, body: { version: 2, body: 'Our supervisor will call you.' } });
    expect(screen.getByRole('textbox', { name: 'Reply to the customer' })).toHaveValue('');
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
  });

  it('refuses an empty reply without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = renderDetails({ current: testConcernDetails() });
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply is required')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
  });

  it('starts an open concern, and changes the priority', async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = { current: testConcernDetails() };
    server.onPost = (request) => {
      const now = server.current as UserConcernDetails;
      server.current = request.url.endsWith('/start') ? { ...now, status: 'in_progress', version: now.version + 1 } : { ...now, priority: (request.body as { priority: 'urgent' }).priority, version: now.version + 1 };
      return { status: 200, data: server.current };
    };
    const seen = renderDetails(server);
    expect(await actionButtons()).toEqual(['Start working']);
    await user.click(screen.getByRole('button', { name: 'Start working' }));
    // The answer of the start replaces the concern: its actions follow the new status.
    await waitFor(async () => expect(await actionButtons()).toEqual(['Mark resolved']));
    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'Urgent' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(2));
    expect(posts(seen).map((p) => [p.url, p.body])).toEqual([
      [`${URL}/start`, { version: 2 }],
      [`${URL}/priority`, { version: 3, priority: 'urgent' }],
    ]);
    expect(await screen.findByText('Priority set to Urgent')).toBeInTheDocument();
  });

  it('asks before closing, and closes only on confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = { current: testConcernDetails({ status: 'resolved' }) };
    server.onPost = () => {
      server.current = { ...(server.current as UserConcernDetails), status: 'closed', version: 3 };
      return { status: 200, data: server.current };
    };
    const seen = renderDetails(server);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this concern?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(seen)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Close this concern?' })).getByRole('button', { name: 'Close concern' }));
    expect(await screen.findByText('This concern is closed; it takes no more replies.')).toBeInTheDocument();
    expect(posts(seen).map((p) => p.url)).toEqual([`${URL}/close`]);
  });

  it('on a stale version says so and shows the concern as it now is', async () => {
    const user = userEvent.setup({ delay: null });
    const server: Server = { current: testConcernDetails() };
    server.onPost = staleAfter(() => (server.current = testConcernDetails({ status: 'in_progress', version: 3 })));
    renderDetails(server);
    await user.click(await screen.findByRole('button', { name: 'Start working' }));
    expect(await screen.findByText(STALE_VERSION_MESSAGE)).toBeInTheDocument();
    await waitFor(async () => expect(await actionButtons()).toEqual(['Mark resolved']));
  });

  it('a concern outside the caller’s scope reads as not found; a failure offers a retry', async () => {
    renderDetails({ current: { status: 404, data: { message: 'Concern not found', code: 'NOT_FOUND' } } });
    expect(await screen.findByText('This concern does not exist or is not yours to see.')).toBeInTheDocument();
    restoreApi();
    renderDetails({ current: { status: 500, data: { message: 'Boom', code: 'INTERNAL' } } });
    expect(await screen.findByText('Could not load the concern.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

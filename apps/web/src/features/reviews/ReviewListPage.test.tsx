import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_MESSAGE, type Review } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { currentSearch, pickOption } from '../../app/testing/listInteractions';
import { SUPER_ADMIN, WORKSHOP_ADMIN } from '../../app/testing/testAdmin';
import { fakeApi, restoreApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import ReviewListPage from './ReviewListPage';
import { sampleReview } from './testing/samples';
import { staleVersion } from '../../test/staleVersion';



function serve(rows: () => Review[], write: (request: SeenRequest) => FakeAnswer = () => ({ status: 200, data: rows()[0] })) {
  return fakeApi((request) => {
    if (request.method !== 'GET') return write(request);
    if (request.url === '/api/v1/reviews') return { status: 200, data: { data: rows(), page: 1, page_size: 25, total: rows().length } };
    if (request.url === '/api/v1/workshops/options') return { status: 200, data: { data: [{ id: 1, name: 'Sparkle Auto Care' }, { id: 2, name: 'Shine Garage' }] } };
    return undefined;
  });
}

function renderPage(path = '/main/reviews') {
  renderWithProviders(
    <ReviewListPage />,
    { probeSearch: true, path, routePath: '/main/reviews', admin: SUPER_ADMIN },
  );
}

const search = () => Object.fromEntries(currentSearch());
const listCalls = (seen: SeenRequest[]) => seen.filter((request) => request.url === '/api/v1/reviews');

afterEach(restoreApi);

describe('Reviews list', () => {
  it('keeps the rating, workshop and status filters and the search in the URL and sends them to the API', async () => {
    const user = userEvent.setup({ delay: null });
    const seen = serve(() => [sampleReview()]);
    renderPage();
    await waitFor(() => expect(listCalls(seen)).toHaveLength(1));
    expect(listCalls(seen)[0]!.params).toEqual({ sort: '-created_at', page: 1, page_size: 25 });

    await pickOption(user, 'Rating', '4 stars');
    await waitFor(() => expect(search().rating).toBe('4'));
    await pickOption(user, 'Workshop', 'Shine Garage');
    await pickOption(user, 'Status', 'Hidden');
    await user.type(screen.getByRole('textbox', { name: 'Search customer or comment' }), 'late{Enter}');

    await waitFor(() => expect(search().q).toBe('late'));
    expect(search()).toEqual({ rating: '4', workshop_id: '2', status: 'hidden', q: 'late' });
    await waitFor(() => expect(listCalls(seen).at(-1)!.params).toEqual({ sort: '-created_at', rating: '4', workshop_id: '2', status: 'hidden', q: 'late', page: 1, page_size: 25 }));
  });

  it('opens a shared link with its filters applied', async () => {
    const seen = serve(() => [sampleReview({ rating: 1 })]);
    renderPage('/main/reviews?rating=1&status=published&workshop_id=1');
    await waitFor(() => expect(listCalls(seen)[0]!.params).toMatchObject({ rating: '1', status: 'published', workshop_id: '1' }));
    expect(await screen.findByRole('combobox', { name: 'Rating' })).toHaveTextContent('1 star');
  });

  it('shows each row’s rating as stars named "N out of 5", its request linked to the details page and its status', async () => {
    serve(() => [sampleReview(), sampleReview({ id: 32, request: { id: 14, code: 'SR-000014' }, rating: 2, status: 'hidden', moderation_reason: 'Abusive language' })]);
    renderPage();
    const grid = await screen.findByRole('grid', { name: 'Reviews' });
    expect(await within(grid).findByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: '2 out of 5' })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'SR-000009' })).toHaveAttribute('href', '/main/service-details/9');
    expect(within(grid).getByText('Hidden')).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Hide review SR-000009' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Publish review SR-000014' })).toBeInTheDocument();
  });

  it('hiding needs a reason, then sends it with the version and says so', async () => {
    const user = userEvent.setup({ delay: null });
    let rows = [sampleReview({ version: 3 })];
    const seen = serve(
      () => rows,
      () => {
        rows = [{ ...rows[0]!, status: 'hidden', moderation_reason: 'Abusive language', version: 4 }];
        return { status: 200, data: rows[0] };
      },
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Hide review SR-000009' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide review' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Abusive language');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ url: '/api/v1/reviews/31/hide', body: { version: 3, reason: 'Abusive language' } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list refetches: the row now offers Publish.
    expect(await screen.findByRole('button', { name: 'Publish review SR-000009' })).toBeInTheDocument();
  });

  it('shows the server’s reason when the review changed meanwhile, and closes the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    serve(() => [sampleReview({ status: 'hidden' })], staleVersion);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Publish review SR-000009' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish review' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Customer confirmed it');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText(STALE_VERSION_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a workshop admin its own reviews to read: no workshop filter or column, no Hide or Publish, requests under its own home', async () => {
    serve(() => [sampleReview()]);
    renderWithProviders(<ReviewListPage />, { probeSearch: true, path: '/workshop/reviews', routePath: '/workshop/reviews', admin: WORKSHOP_ADMIN });
    const grid = await screen.findByRole('grid', { name: 'Reviews' });
    const link = await within(grid).findByRole('link', { name: sampleReview().request.code });
    expect(link).toHaveAttribute('href', `/workshop/service-details/${sampleReview().request.id}`);
    expect(within(grid).queryByRole('columnheader', { name: 'Workshop' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^(Hide|Publish)/ })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Workshop' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rating' })).toBeInTheDocument();
  });
});

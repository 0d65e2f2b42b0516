import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@carcare/contracts';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { testAdmin } from '../../app/testing/testAdmin';
import { fakeApi, restoreApi, type FakeAnswer, type SeenRequest, posts } from '../../app/testing/fakeApi';
import { RequestReviewCard } from './RequestReviewCard';
import { sampleReview } from './testing/samples';

const workshopAuth = { currentUser: testAdmin(), token: 'access', r_token: 'refresh', error: null, loading: false };
const superAuth = { currentUser: testAdmin({ user_type: 'super_admin', workshop_id: null }), token: 'access', r_token: 'refresh', error: null, loading: false };

function serve(review: () => Review | null, write: (request: SeenRequest) => FakeAnswer = () => ({ status: 200, data: review() })) {
  return fakeApi((request) => {
    if (request.method !== 'GET') return write(request);
    // No review yet is an answer, not an error: 200 with review null.
    if (request.url === '/api/v1/requests/9/review') return { status: 200, data: { review: review() } };
    return undefined;
  });
}

function renderCard(auth = workshopAuth, role?: 'workshop_admin' | 'super_admin') {
  renderWithProviders(<RequestReviewCard requestId={9} role={role} />, { path: '/workshop/service-details/9', preloadedState: { auth } });
}


afterEach(restoreApi);

describe('RequestReviewCard', () => {
  it('the workshop admin sends the reply once; the card then shows it instead of the reply box', async () => {
    const user = userEvent.setup({ delay: null });
    let current = sampleReview({ version: 2 });
    const seen = serve(
      () => current,
      () => {
        current = { ...current, reply: 'Thank you, Nisha!', replied_at: '2026-11-21T05:00:00.000Z', version: 3 };
        return { status: 200, data: current };
      },
    );
    renderCard();
    const card = await screen.findByRole('region', { name: 'Customer review' });
    expect(await within(card).findByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('Neat work on the interior, AC vents cleaned properly.')).toBeInTheDocument();
    expect(within(card).getByText('Published')).toBeInTheDocument();

    // An empty reply is refused before anything is sent.
    await user.click(await within(card).findByRole('button', { name: 'Send reply' }));
    expect(await within(card).findByText('Reply is required')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);

    await user.type(await within(card).findByRole('textbox', { name: /^Your reply/ }), 'Thank you, Nisha!');
    await user.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(posts(seen)).toEqual([expect.objectContaining({ url: '/api/v1/reviews/31/reply', body: { version: 2, reply: 'Thank you, Nisha!' } })]);

    const reply = await within(card).findByRole('region', { name: 'Workshop reply' });
    expect(within(reply).getByText('Thank you, Nisha!')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('textbox', { name: /^Your reply/ })).not.toBeInTheDocument();
    expect(posts(seen)).toHaveLength(1);
  });

  it('shows the server’s message when the review was answered meanwhile, then the reply that was kept', async () => {
    const user = userEvent.setup({ delay: null });
    let current = sampleReview();
    serve(
      () => current,
      () => {
        current = { ...current, reply: 'Thanks from the owner', replied_at: '2026-11-21T05:00:00.000Z', version: 2 };
        return { status: 409, data: { message: 'This review already has a reply', code: 'CONFLICT' } };
      },
    );
    renderCard();
    const card = await screen.findByRole('region', { name: 'Customer review' });
    await user.type(await within(card).findByRole('textbox', { name: /^Your reply/ }), 'Thank you!');
    await user.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This review already has a reply')).toBeInTheDocument();
    expect(await within(card).findByText('Thanks from the owner')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });

  it('says "No review yet" when the request has none', async () => {
    serve(() => null);
    renderCard();
    expect(await screen.findByText('No review yet')).toBeInTheDocument();
  });

  it('offers the super admin Hide and no reply box', async () => {
    serve(() => sampleReview({ reply: null }));
    renderCard(superAuth);
    const card = await screen.findByRole('region', { name: 'Customer review' });
    expect(await within(card).findByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });

  it('shows a hidden review’s moderation reason to the workshop admin', async () => {
    serve(() => sampleReview({ status: 'hidden', moderation_reason: 'Abusive language' }));
    renderCard(workshopAuth, 'workshop_admin');
    expect(await screen.findByText(/Abusive language/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Hidden')).toBeInTheDocument());
  });
});

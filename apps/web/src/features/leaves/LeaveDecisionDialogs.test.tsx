import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Leave } from '@carcare/contracts';
import { WORKSHOP_ADMIN } from '../../app/testing/testAdmin';
import { fixture } from '../../app/testing/fixture';
import { restoreApi, posts, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import { formatDateTime } from '../../components/format/dates';
import { changeLanguage } from '../../i18n/languageStore';
import { renderOverApi } from '../../test/renderOverApi';
import { WorkshopAbsentListPage } from './AbsentListPage';
import { LeaveDecisionDialog, type PendingLeaveDecision } from './LeaveDecisionDialogs';

const testLeave = fixture<Leave>({
  id: 7,
  worker: { id: 41, name: 'Ravi Kumar' },
  workshop: { id: 1, name: 'Sparkle Auto Care' },
  start_date: '2026-11-24',
  end_date: '2026-11-25',
  type: 'casual',
  reason: 'Wedding',
  status: 'pending',
  decided_by: null,
  decided_at: null,
  decision_note: null,
  version: 2,
  created_at: '2026-11-20T04:00:00.000Z',
  updated_at: '2026-11-20T04:00:00.000Z',
});

const JOBS = [
  { id: 31, code: 'SR-000031', scheduled_at: '2026-11-24T05:00:00.000Z' },
  { id: 32, code: 'SR-000032', scheduled_at: '2026-11-25T09:30:00.000Z' },
];
const HAS_JOBS: FakeAnswer = {
  status: 409,
  data: { message: 'Ravi Kumar has assigned jobs on these days: SR-000031, SR-000032', code: 'LEAVE_HAS_JOBS', details: JOBS },
};

/** Serves the Absent List's one pending leave; `onPost` answers the decisions. */
function renderList(onPost: (request: SeenRequest) => FakeAnswer) {
  return renderOverApi(<WorkshopAbsentListPage />, { path: '/workshop/absent-list', admin: WORKSHOP_ADMIN }, (request) => {
    if (request.method === 'GET' && request.url === '/api/v1/leaves') return { status: 200, data: { data: [testLeave()], page: 1, page_size: 25, total: 1 } };
    if (request.method === 'POST') return onPost(request);
    return undefined;
  });
}

/** The Absent List's row button and its decision dialog, without the list around them. */
function ApproveHarness() {
  const [pending, setPending] = useState<PendingLeaveDecision | null>(null);
  return (
    <>
      <button type="button" onClick={() => setPending({ leave: testLeave(), action: 'approve' })}>
        Approve: Ravi Kumar, 2026-11-24
      </button>
      <LeaveDecisionDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
}

function renderApprove(onPost: (request: SeenRequest) => FakeAnswer) {
  return renderOverApi(<ApproveHarness />, { path: '/workshop/absent-list', admin: WORKSHOP_ADMIN }, (request) => (request.method === 'POST' ? onPost(request) : undefined));
}

// The list page loads its grid and the leave before the row's buttons show: a busy machine takes a while.
const FIRST_ROWS = { timeout: 15_000 };
const approveRow = () => screen.findByRole('button', { name: 'Approve: Ravi Kumar, 2026-11-24' }, FIRST_ROWS);

afterEach(restoreApi);

describe('Approving a leave over the worker’s assigned jobs', () => {
  it('lists the jobs (code linking to the request, India time) and approves with them unassigned', async () => {
    const { user, seen } = renderApprove((request) => (request.body && (request.body as { unassign_jobs?: boolean }).unassign_jobs ? { status: 200, data: testLeave({ status: 'approved', version: 3 }) } : HAS_JOBS));
    await user.click(await approveRow());
    await user.type(within(await screen.findByRole('dialog', { name: 'Approve this leave?' })).getByRole('textbox', { name: 'Note (optional)' }), 'Agreed by phone');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'This worker has jobs on these days' });
    const jobs = within(dialog).getByRole('list', { name: 'Jobs on the leave’s days' });
    expect(within(jobs).getByRole('link', { name: 'SR-000031' })).toHaveAttribute('href', '/workshop/service-details/31');
    expect(within(jobs).getByRole('link', { name: 'SR-000032' })).toHaveAttribute('href', '/workshop/service-details/32');
    // 05:00 UTC is 10:30 in India.
    expect(within(jobs).getByText(formatDateTime(JOBS[0]!.scheduled_at))).toHaveTextContent('10:30');
    expect(posts(seen)).toHaveLength(1);
    expect(posts(seen)[0]).toMatchObject({ url: '/api/v1/leaves/7/approve', body: { version: 2, note: 'Agreed by phone' } });

    await user.click(within(dialog).getByRole('button', { name: 'Approve and unassign these jobs' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(2));
    expect(posts(seen)[1]).toMatchObject({ url: '/api/v1/leaves/7/approve', body: { version: 2, note: 'Agreed by phone', unassign_jobs: true } });
    expect(await screen.findByText('Leave approved; 2 jobs unassigned')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel leaves the leave pending and the jobs with the worker', async () => {
    const { user, seen } = renderApprove(() => HAS_JOBS);
    await user.click(await approveRow());
    await user.click(within(await screen.findByRole('dialog', { name: 'Approve this leave?' })).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'This worker has jobs on these days' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(seen)).toHaveLength(1);
    expect(posts(seen)[0]!.body).toEqual({ version: 2 });
    // Opened again, it asks the first question again.
    await user.click(await approveRow());
    expect(await screen.findByRole('dialog', { name: 'Approve this leave?' })).toBeInTheDocument();
  });

  it('asks in Hindi', async () => {
    await changeLanguage('hi');
    const { user } = renderApprove(() => HAS_JOBS);
    await user.click(await approveRow());
    await user.click(within(await screen.findByRole('dialog', { name: 'यह छुट्टी मंज़ूर करें?' })).getByRole('button', { name: 'मंज़ूर करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'इन दिनों में इस कर्मचारी के पास काम हैं' });
    expect(within(dialog).getByRole('button', { name: 'मंज़ूर करें और ये काम हटाएँ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'SR-000031' })).toBeInTheDocument();
  });
});

describe('Approving ticked leaves in bulk', () => {
  const refused = (request: SeenRequest): FakeAnswer => {
    const body = request.body as { unassign_jobs?: boolean };
    return body.unassign_jobs
      ? { status: 200, data: { results: [{ id: 7, outcome: 'done' }], done: 1, refused: 0 } }
      : { status: 200, data: { results: [{ id: 7, outcome: 'refused', code: 'LEAVE_HAS_JOBS', message: HAS_JOBS.data && (HAS_JOBS.data as { message: string }).message }], done: 0, refused: 1 } };
  };

  async function approveTicked(user: ReturnType<typeof renderList>['user'], alsoUnassign: boolean) {
    await user.click(await screen.findByRole('checkbox', { name: /Select row|पंक्ति चुनें/ }, FIRST_ROWS));
    const bar = await screen.findByRole('region', { name: /Selected leaves|चुनी गई छुट्टियाँ/ });
    await user.click(within(bar).getByRole('button', { name: /^Approve$|^मंज़ूर करें$/ }));
    const dialog = await screen.findByRole('dialog', { name: /Approve 1 leave\?|छुट्टी: मंज़ूर करें\?/ });
    if (alsoUnassign) await user.click(within(dialog).getByRole('checkbox', { name: /Also unassign their jobs|उनके काम भी हटाएँ/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Approve 1$|^मंज़ूर करें \(1\)$/ }));
  }

  it('without the option, reports the leave refused with its LEAVE_HAS_JOBS message', async () => {
    const { user, seen } = renderList(refused);
    await approveTicked(user, false);
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]!.url).toBe('/api/v1/leaves/bulk');
    expect(posts(seen)[0]!.body).not.toHaveProperty('unassign_jobs');
    const refusals = await screen.findByRole('list', { name: 'Refused leaves' });
    expect(within(refusals).getByText('Ravi Kumar has assigned jobs on these days: SR-000031, SR-000032')).toBeInTheDocument();
  });

  it('with “Also unassign their jobs”, sends unassign_jobs: true', async () => {
    const { user, seen } = renderList(refused);
    await approveTicked(user, true);
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]!.body).toMatchObject({ action: 'approve', unassign_jobs: true, items: [{ id: 7, version: 2 }] });
  });

  it('reports the refusal in Hindi with the jobs’ codes', async () => {
    await changeLanguage('hi');
    const { user } = renderList(refused);
    await approveTicked(user, false);
    const refusals = await screen.findByRole('list', { name: 'जिन छुट्टियों पर फ़ैसला नहीं हो सका' });
    expect(within(refusals).getByText(/छुट्टी के दिनों में इस कर्मचारी के पास काम हैं \(SR-000031, SR-000032\)/)).toBeInTheDocument();
  });
});

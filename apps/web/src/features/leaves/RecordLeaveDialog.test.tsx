import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { testAdmin } from '../../app/testing/testAdmin';
import { restoreApi, type Handler, type SeenRequest, posts } from '../../app/testing/fakeApi';
import { renderDialogOverApi } from '../../test/renderOverApi';
import { testWorker } from '../workers/testing/samples';
import { RecordLeaveDialog } from './RecordLeaveDialog';
import { validationFailed } from '../../app/testing/apiAnswers';

const auth = { currentUser: testAdmin(), token: 'access', r_token: 'refresh', error: null, loading: false };
const workers = [testWorker({ id: 41, name: 'Ravi Kumar', phone: '9812345678' }), testWorker({ id: 42, name: 'Sunil Yadav', phone: '9871001307' })];

/** Serves the worker search; `onPost` answers POST /api/v1/leaves. */
function answers(onPost: Handler = () => ({ status: 201, data: {} })): Handler {
  return (request) => {
    if (request.method === 'GET' && request.url === '/api/v1/workers') {
      const q = String(request.params.q ?? '').toLowerCase();
      const data = workers.filter((w) => !q || w.name.toLowerCase().includes(q) || w.phone.includes(q));
      return { status: 200, data: { data, page: 1, page_size: 20, total: data.length } };
    }
    if (request.method === 'POST' && request.url === '/api/v1/leaves') return onPost(request);
    return undefined;
  };
}

const renderDialog = (handler?: Handler) => renderDialogOverApi((onClose) => <RecordLeaveDialog open onClose={onClose} />, { preloadedState: { auth } }, answers(handler));

const dialog = () => screen.getByRole('dialog', { name: 'Record leave' });

/** Types into the worker box, waits for the search to reach the server, then picks an option. */
async function pickWorker(user: ReturnType<typeof userEvent.setup>, seen: SeenRequest[], text: string, option: RegExp) {
  await user.type(within(dialog()).getByRole('combobox', { name: /^Worker/ }), text);
  await waitFor(() => expect(seen.some((request) => request.params.q === text)).toBe(true));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types a YYYY-MM-DD date into a date field, which reads dd/mm/yyyy. */
function setDate(label: RegExp, value: string) {
  const [year, month, day] = value.split('-');
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value: `${day}/${month}/${year}` } });
}

afterEach(restoreApi);

describe('Record leave dialog', () => {
  it('asks for a worker, then refuses an end date before the start date, sending nothing', async () => {
    const { user, seen } = renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Record leave' }));
    expect(await screen.findByText('Choose a worker')).toBeInTheDocument();
    await pickWorker(user, seen, 'ravi', /Ravi Kumar/);
    setDate(/^Start date/, '2026-11-24');
    setDate(/^End date/, '2026-11-23');
    await user.click(within(dialog()).getByRole('button', { name: 'Record leave' }));
    expect(await screen.findByText('End date cannot be before start date')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/^End date/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Choose a worker')).not.toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
  });

  it('searches workers as the user types and sends the chosen one with the dates, type, reason and approval', async () => {
    const { user, seen, closed } = renderDialog();
    await pickWorker(user, seen, 'sunil', /Sunil Yadav/);
    expect(screen.queryByRole('option', { name: /Ravi Kumar/ })).not.toBeInTheDocument();
    setDate(/^Start date/, '2026-11-24');
    setDate(/^End date/, '2026-11-25');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Reason' }), 'Wedding in the family');
    await user.click(within(dialog()).getByRole('checkbox', { name: /Approve now/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Record leave' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    expect(posts(seen)[0]!.body).toEqual({
      worker_id: 42,
      start_date: '2026-11-24',
      end_date: '2026-11-25',
      type: 'casual',
      reason: 'Wedding in the family',
      approve: true,
    });
    expect(await screen.findByText('Leave recorded and approved')).toBeInTheDocument();
    expect(closed()).toBe(1);
  });

  it('shows an overlap refusal (409 LEAVE_OVERLAP) as a notice and keeps the dialog open', async () => {
    const message = 'Ravi Kumar already has approved leave from 2026-11-22 to 2026-11-23';
    const { user, seen, closed } = renderDialog(() => ({ status: 409, data: { message, code: 'LEAVE_OVERLAP' } }));
    await pickWorker(user, seen, '98123', /Ravi Kumar/);
    await user.click(within(dialog()).getByRole('checkbox', { name: /Approve now/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Record leave' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(closed()).toBe(0);
  });

  it('recorded approved over the worker\u2019s assigned jobs, lists them and records again freeing them', async () => {
    const jobs = [{ id: 31, code: 'SR-000031', scheduled_at: '2026-11-24T05:00:00.000Z' }];
    const { user, seen, closed } = renderDialog((request) =>
      (request.body as { unassign_jobs?: boolean }).unassign_jobs
        ? { status: 201, data: {} }
        : { status: 409, data: { message: 'Ravi Kumar has an assigned job on those days: SR-000031 (2026-11-24 10:30)', code: 'LEAVE_HAS_JOBS', details: jobs } },
    );
    await pickWorker(user, seen, 'ravi', /Ravi Kumar/);
    setDate(/^Start date/, '2026-11-24');
    setDate(/^End date/, '2026-11-24');
    await user.click(within(dialog()).getByRole('checkbox', { name: /Approve now/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Record leave' }));
    const listed = await within(dialog()).findByRole('list', { name: 'Jobs on the leave\u2019s days' });
    expect(within(listed).getByRole('link', { name: 'SR-000031' })).toBeInTheDocument();
    expect(listed).toHaveTextContent('10:30');
    expect(closed()).toBe(0);
    await user.click(within(dialog()).getByRole('button', { name: 'Record and unassign these jobs' }));
    await waitFor(() => expect(posts(seen)).toHaveLength(2));
    expect(posts(seen)[1]!.body).toMatchObject({ worker_id: 41, approve: true, unassign_jobs: true });
    expect(await screen.findByText('Leave recorded and approved; 1 job unassigned')).toBeInTheDocument();
    expect(closed()).toBe(1);
  });

  it('places the server\u2019s field messages of a 400 beside their fields', async () => {
    const { user, seen } = renderDialog(() => validationFailed({ start_date: 'Start date is too far ahead' }));
    await pickWorker(user, seen, 'ravi', /Ravi Kumar/);
    await user.click(within(dialog()).getByRole('button', { name: 'Record leave' }));
    expect(await screen.findByText('Start date is too far ahead')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/^Start date/)).toHaveAttribute('aria-invalid', 'true');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ScheduleResponse } from '@carcare/contracts';
import { ok, restoreApi, type FakeAnswer, type SeenRequest } from '../../app/testing/fakeApi';
import { SUPER_ADMIN } from '../../app/testing/testAdmin';
import { currentSearch } from '../../app/testing/listInteractions';
import { renderOverApi } from '../../test/renderOverApi';
import { viewportWidth } from '../../test/mediaQueries';
import { changeLanguage, resetLanguageForTests } from '../../i18n/languageStore';
import { liveBus } from '../../api/live/liveBus';
import SchedulePage from './SchedulePage';
import { sampleDay, sampleJob, sampleWorker } from './testing/samples';

const RAVI = sampleWorker();
const MEENA = sampleWorker({ id: 12, name: 'Meena Devi', societies: [{ id: 8, name: 'Lake View' }], leave: { id: 4, type: 'sick', status: 'approved' } });
const ASSIGNED = sampleJob({ id: 102, code: 'SR-000102', status: 'assigned', worker_id: RAVI.id, scheduled_at: '2026-12-01T06:30:00.000Z', duration_minutes: 45, late: true, customer_name: 'Kiran Shah' });
const DAY = sampleDay({ workers: [RAVI, MEENA], jobs: [sampleJob(), ASSIGNED] });

function renderPage(day: () => ScheduleResponse, write: (request: SeenRequest) => FakeAnswer | undefined = () => ok({}), { path = '/workshop/schedule?date=2026-12-01', admin = {} } = {}) {
  return renderOverApi(<SchedulePage />, { path, routePath: '/*', admin, probeSearch: true }, (request) => {
    if (request.method === 'GET' && request.url === '/api/v1/schedule') return ok(day());
    if (request.method === 'GET' && request.url === '/api/v1/workshops/options') return ok({ data: [{ id: 1, name: 'Sparkle Auto Care' }, { id: 2, name: 'Shine Hub' }] });
    return write(request);
  });
}

const gets = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'GET' && request.url === '/api/v1/schedule');

afterEach(() => {
  restoreApi();
  vi.unstubAllGlobals();
  resetLanguageForTests();
});

describe('Schedule board', () => {
  it('shows a lane per worker with their societies and leave, jobs named by code, time, worker and status, and the Unassigned tray', async () => {
    renderPage(() => DAY);
    const ravi = await screen.findByRole('region', { name: 'Jobs of Ravi Kumar' });
    expect(within(ravi).getByRole('listitem')).toHaveTextContent('Green Meadows');
    expect(within(ravi).getByRole('button', { name: 'SR-000102, 12:00–12:45, Ravi Kumar, Assigned, late' })).toHaveTextContent('Late');
    const meena = screen.getByRole('region', { name: 'Jobs of Meena Devi' });
    expect(within(meena).getAllByText('On leave: Sick').length).toBeGreaterThan(0);
    const tray = screen.getByRole('region', { name: 'Unassigned (1)' });
    expect(within(tray).getByRole('button', { name: 'SR-000101, 10:00–11:00, unassigned, Accepted' })).toHaveTextContent('Asha Mehta');
    expect(screen.getByText('Open 09:00–18:00')).toBeInTheDocument();
  });

  it('asks for the day in the address, and the week strip shows each day’s count and moves the date', async () => {
    const { user, seen } = renderPage(() => DAY);
    await screen.findByRole('region', { name: 'Jobs of Ravi Kumar' });
    expect(gets(seen)[0]!.params).toEqual({ date: '2026-12-01' });
    const week = screen.getByRole('navigation', { name: 'Week' });
    expect(within(week).getByRole('button', { name: /^Tue 1 Dec: 1 job$/ })).toHaveAttribute('aria-current', 'date');
    await user.click(within(week).getByRole('button', { name: /^Thu 3 Dec: 0 jobs$/ }));
    expect(currentSearch().get('date')).toBe('2026-12-03');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(currentSearch().get('date')).toBe('2026-12-02');
    expect(gets(seen).at(-1)!.params).toEqual({ date: '2026-12-02' });
  });

  it('assigns from the keyboard: Enter on a job opens Assign or move, and Save sends the worker and the India time with the version', async () => {
    const { user, seen } = renderPage(() => DAY, () => ok({}));
    const job = await screen.findByRole('button', { name: /^SR-000101,/ });
    job.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Assign or move SR-000101' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Worker' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Kumar' }));
    fireEvent.change(within(dialog).getByLabelText('Time (Date and time (India time))'), { target: { value: '14:15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SR-000101 given to Ravi Kumar at 14:15')).toBeInTheDocument();
    const post = seen.find((request) => request.method === 'POST')!;
    expect(post.url).toBe('/api/v1/requests/101/reschedule');
    expect(post.body).toEqual({ version: 2, scheduled_at: '2026-12-01T14:15:00+05:30', worker_id: 11 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under its field in the dialog, in Hindi too', async () => {
    await changeLanguage('hi');
    const refusal = {
      status: 400,
      data: { message: 'Validation failed', code: 'VALIDATION_ERROR', details: [{ field: 'worker_id', code: 'worker_on_leave', message: 'Meena Devi is on approved leave on 2026-12-01', params: { name: 'Meena Devi', date: '2026-12-01' } }] },
    };
    const { user } = renderPage(() => DAY, () => refusal);
    await user.click(await screen.findByRole('button', { name: /^SR-000101,/ }));
    const dialog = await screen.findByRole('dialog', { name: 'SR-000101 सौंपें या बदलें' });
    await user.click(within(dialog).getByRole('combobox', { name: 'कर्मचारी' }));
    await user.click(await screen.findByRole('option', { name: 'Meena Devi (छुट्टी पर)' }));
    await user.click(within(dialog).getByRole('button', { name: 'सहेजें' }));
    expect(await within(dialog).findByText(/Meena Devi .*मंज़ूर छुट्टी पर हैं/)).toBeInTheDocument();
  });

  it('says when someone else moved the job first, and reads the day again', async () => {
    const { user, seen } = renderPage(() => DAY, () => ({ status: 409, data: { message: 'This record was changed by someone else.', code: 'STALE_VERSION' } }));
    await user.click(await screen.findByRole('button', { name: /^SR-000102,/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed SR-000102 meanwhile. The board now shows the latest day; try again.')).toBeInTheDocument();
    await vi.waitFor(() => expect(gets(seen).length).toBeGreaterThan(1));
  });

  it('reads the day again when the live stream says a job of its workshop changed in its week, or asks for a resync, and not for another workshop or week', async () => {
    const { seen } = renderPage(() => DAY);
    await screen.findByRole('region', { name: 'Jobs of Ravi Kumar' });
    expect(gets(seen)).toHaveLength(1);
    act(() => liveBus.publish({ type: 'schedule', workshop_id: DAY.workshop.id + 1, dates: ['2026-12-01'] }));
    act(() => liveBus.publish({ type: 'schedule', workshop_id: DAY.workshop.id, dates: ['2026-12-20'] }));
    act(() => liveBus.publish({ type: 'notifications', admin_ids: [1] }));
    act(() => liveBus.publish({ type: 'schedule', workshop_id: DAY.workshop.id, dates: ['2026-11-20', '2026-12-03'] }));
    await vi.waitFor(() => expect(gets(seen)).toHaveLength(2));
    act(() => liveBus.publish({ type: 'resync' }));
    await vi.waitFor(() => expect(gets(seen)).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gets(seen)).toHaveLength(3);
  });

  it('Suggest lists the ranked workers for the chosen time, and Pick chooses one', async () => {
    const { user, seen } = renderPage(
      () => DAY,
      (request) =>
        request.url.endsWith('/worker-suggestions')
          ? ok({ data: [{ id: 11, name: 'Ravi Kumar', refusal: null, serves_society: true, jobs_that_day: 1 }, { id: 12, name: 'Meena Devi', refusal: 'worker_on_leave', serves_society: false, jobs_that_day: 0 }] })
          : ok({}),
    );
    await user.click(await screen.findByRole('button', { name: /^SR-000101,/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Suggest' }));
    const list = await within(dialog).findByRole('region', { name: 'Suggested workers' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Ravi Kumar.*Free.*Serves the society.*1 job that day/);
    expect(items[1]).toHaveTextContent(/Meena Devi.*On leave.*0 jobs that day/);
    expect(seen.find((request) => request.url.endsWith('/worker-suggestions'))!.params).toEqual({ scheduled_at: '2026-12-01T10:00:00+05:30' });
    await user.click(within(list).getByRole('button', { name: 'Pick Ravi Kumar' }));
    expect(within(dialog).getByRole('combobox', { name: 'Worker' })).toHaveTextContent('Ravi Kumar');
  });

  it('on a phone shows one agenda per worker in time order, and the Unassigned list, with the same dialog', async () => {
    viewportWidth(390);
    const later = sampleJob({ id: 103, code: 'SR-000103', status: 'assigned', worker_id: RAVI.id, scheduled_at: '2026-12-01T09:30:00.000Z' });
    const { user } = renderPage(() => ({ ...DAY, jobs: [later, sampleJob(), ASSIGNED] }));
    const ravi = await screen.findByRole('region', { name: 'Ravi Kumar (2)' });
    const names = within(ravi).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([expect.stringMatching(/^SR-000102, 12:00/), expect.stringMatching(/^SR-000103, 15:00/)]);
    expect(screen.getByRole('region', { name: 'Unassigned (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Workers\u2019 lanes' })).not.toBeInTheDocument();
    await user.click(within(ravi).getAllByRole('button')[0]!);
    expect(await screen.findByRole('dialog', { name: 'Assign or move SR-000102' })).toBeInTheDocument();
  });

  it('says Closed with the holiday’s note, and still shows the day’s jobs', async () => {
    renderPage(() => ({ ...DAY, hours: null, holiday: { date: '2026-12-01', note: 'Guru Nanak Jayanti' } }));
    expect(await screen.findByText('Closed: Guru Nanak Jayanti')).toBeInTheDocument();
    expect(screen.getByText('The workshop is closed on this day, but it holds jobs.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^SR-000102,/ })).toBeInTheDocument();
  });

  it('says when there are no workers and no jobs', async () => {
    renderPage(() => ({ ...DAY, workers: [], jobs: [] }));
    expect(await screen.findByText('This workshop has no active workers.')).toBeInTheDocument();
    expect(screen.getByText('No jobs on this day.')).toBeInTheDocument();
  });

  it('offers Retry when the day cannot be read', async () => {
    let fail = true;
    const { user } = renderOverApi(<SchedulePage />, { path: '/workshop/schedule?date=2026-12-01', routePath: '/*' }, (request) =>
      fail ? { status: 500, data: { message: 'Database unavailable', code: 'INTERNAL' } } : request.url === '/api/v1/schedule' ? ok(DAY) : undefined,
    );
    expect(await screen.findByText(/The day could not be loaded/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Jobs of Ravi Kumar' })).toBeInTheDocument();
  });

  it('for the super admin, picks the first workshop into the address and asks for that workshop’s day', async () => {
    const { seen } = renderPage(() => DAY, undefined, { path: '/main/schedule?date=2026-12-01', admin: SUPER_ADMIN });
    await screen.findByRole('region', { name: 'Jobs of Ravi Kumar' });
    expect(currentSearch().get('workshop_id')).toBe('1');
    expect(gets(seen)[0]!.params).toEqual({ date: '2026-12-01', workshop_id: 1 });
    expect(await screen.findByRole('combobox', { name: 'Workshop' })).toHaveTextContent('Sparkle Auto Care');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkAnswer, BulkJob, BulkList } from '@carcare/contracts';
import { httpClient, type HttpResponse } from '../../api/httpClient';
import { changeLanguage } from '../../i18n/languageStore';
import { BulkActionBar } from './BulkActionBar';
import { BulkResultsDialog } from './BulkResultsDialog';
import { useBulkSelection } from './useBulkSelection';
import type { BulkTarget } from './bulkSelection';

interface Row {
  id: number;
  version: number;
  name: string;
}
const row = (id: number): Row => ({ id, version: id * 10, name: `Row ${id}` });
const NOUNS = { region: 'Selected rows', refusedList: 'Refused rows', allDone: 'Every row was done.', unknownRow: (id: number) => `Row #${id}` };

/** A list page's use of the shared pieces: a tick per row, the bar with one action, the results. */
function Harness({ total, pageRows, call, totalIsEstimate, jobList }: { total: number; pageRows: Row[]; call: (target: BulkTarget<{ q: string }>) => Promise<{ data?: BulkAnswer }>; totalIsEstimate?: boolean; jobList?: BulkList }) {
  const bulk = useBulkSelection({ filter: { q: 'x' }, filterKey: 'x', total, totalIsEstimate, pageRows, jobList });
  return (
    <>
      {pageRows.map((r) => (
        <label key={r.id}>
          <input type="checkbox" checked={bulk.isTicked(r.id)} onChange={(event) => bulk.toggle(r, event.target.checked)} />
          {r.name}
        </label>
      ))}
      <BulkActionBar bulk={bulk} label={NOUNS.region} actions={[{ key: 'go', label: 'Do it', onClick: () => void bulk.send(call) }]} />
      <BulkResultsDialog bulk={bulk} texts={NOUNS} rowLabel={(r) => r.name} />
    </>
  );
}

describe('the bulk bar and results dialog', () => {
  it('sends the ticked rows with their versions, lists the refused one with its reason and ticks it again', async () => {
    const user = userEvent.setup();
    const call = vi.fn(async () => ({
      data: { results: [{ id: 1, outcome: 'done' as const }, { id: 2, outcome: 'refused' as const, code: 'STALE_VERSION', message: 'Changed meanwhile' }], done: 1, refused: 1 },
    }));
    render(<Harness total={5} pageRows={[row(1), row(2), row(3)]} call={call} />);
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Row 2' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('2 selected');
    expect(within(bar).getByRole('button', { name: 'Select all 5 matching' })).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Do it' }));
    expect(call).toHaveBeenCalledWith({ items: [{ id: 1, version: 10 }, { id: 2, version: 20 }] });

    const dialog = await screen.findByRole('dialog', { name: '1 done · 1 refused' });
    const refused = within(within(dialog).getByRole('list', { name: 'Refused rows' })).getAllByRole('listitem');
    expect(refused.map((item) => item.textContent)).toEqual(['Row 2Changed meanwhile']);
    await user.click(within(dialog).getByRole('button', { name: 'Select the refused ones' }));
    // Once the dialog has gone (it hides the page from the accessibility tree while open).
    expect(await screen.findByRole('region', { name: 'Selected rows' })).toHaveTextContent('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Row 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Row 1' })).not.toBeChecked();
  });

  it('"Select all N matching" sends the filter and the count seen; nothing refused says so', async () => {
    const user = userEvent.setup();
    const call = vi.fn(async () => ({ data: { results: [1, 2, 3, 4, 5].map((id) => ({ id, outcome: 'done' as const })), done: 5, refused: 0 } }));
    render(<Harness total={5} pageRows={[row(1), row(2)]} call={call} />);
    await user.click(screen.getByRole('checkbox', { name: 'Row 1' }));
    await user.click(screen.getByRole('button', { name: 'Select all 5 matching' }));
    expect(screen.getByRole('region', { name: 'Selected rows' })).toHaveTextContent('5 selected');
    expect(screen.getByRole('checkbox', { name: 'Row 2' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    expect(call).toHaveBeenCalledWith({ filter: { q: 'x' }, expected_count: 5 });
    const dialog = await screen.findByRole('dialog', { name: '5 done · 0 refused' });
    expect(dialog).toHaveTextContent('Every row was done.');
    expect(within(dialog).queryByRole('button', { name: 'Select the refused ones' })).toBeNull();
  });

  it('offers no "Select all" above the bound or for an estimated total, and says why', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness total={200_000} pageRows={[row(1)]} call={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Row 1' }));
    expect(screen.getByRole('region', { name: 'Selected rows' })).toHaveTextContent('Narrow the filter to 1,00,000 or fewer to select all matching');
    expect(screen.queryByRole('button', { name: /Select all/ })).toBeNull();
    rerender(<Harness total={500} totalIsEstimate pageRows={[row(1)]} call={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Selected rows' })).toHaveTextContent('Filter the list to select all matching');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
  });

  it('speaks Hindi when Hindi is shown, counts in Indian grouping', async () => {
    await changeLanguage('hi');
    const user = userEvent.setup();
    const call = vi.fn(async () => ({ data: { results: [{ id: 1, outcome: 'refused' as const, code: 'STALE_VERSION', message: 'Changed meanwhile' }], done: 0, refused: 1 } }));
    render(<Harness total={200_000} pageRows={[row(1)]} call={call} />);
    await user.click(screen.getByRole('checkbox', { name: 'Row 1' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('1 चुने गए');
    expect(bar).toHaveTextContent('सभी चुनने के लिए फ़िल्टर लगाकर सूची 1,00,000 या उससे कम करें');
    expect(within(bar).getByRole('button', { name: 'चुनाव हटाएँ' })).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Do it' }));
    const dialog = await screen.findByRole('dialog', { name: '0 हो गए · 1 नहीं हुए' });
    expect(within(dialog).getByRole('button', { name: 'जो नहीं हुए, उन्हें चुनें' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeVisible();
  });
});

describe('a bulk action over more than 1000 rows, run as a job', () => {
  // The outcomes a tab has shown are kept in its session storage: each test is a fresh tab.
  beforeEach(() => sessionStorage.clear());
  const job = (fields: Partial<BulkJob>): BulkJob => ({
    id: 7,
    list: 'reviews',
    action: 'hide',
    status: 'running',
    total: 1500,
    processed: 0,
    done: 0,
    refused: 0,
    created_at: '2026-01-15T09:00:00.000Z',
    finished_at: null,
    error: null,
    ...fields,
  });
  const answer = <T,>(data: T): HttpResponse<T> => ({ status: 200, data, headers: {} });

  it('follows the job’s progress in a panel with Cancel, then lists the refused rows, ticking those the page has', async () => {
    const user = userEvent.setup();
    const progress = [job({ processed: 400, done: 390, refused: 10 }), job({ status: 'done', processed: 1500, done: 1498, refused: 2, finished_at: '2026-01-15T09:01:00.000Z' })];
    const get = vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/v1/bulk-jobs/7') return answer(progress.length > 1 ? progress.shift()! : progress[0]!);
      if (url === '/api/v1/bulk-jobs/7/refused') {
        return answer({ data: [{ id: 2, code: 'STALE_VERSION', message: 'Changed meanwhile' }, { id: 900, code: 'INVALID_TRANSITION', message: 'Already hidden' }], next_after: null });
      }
      throw new Error(`unexpected ${url}`);
    });
    const cancel = vi.spyOn(httpClient, 'post').mockResolvedValue(answer(job({ processed: 400 })));
    const call = vi.fn(async () => ({ data: job({}) }));
    render(<Harness total={1500} pageRows={[row(1), row(2)]} call={call} />);
    await user.click(screen.getByRole('checkbox', { name: 'Row 1' }));
    await user.click(screen.getByRole('button', { name: 'Select all 1,500 matching' }));
    await user.click(screen.getByRole('button', { name: 'Do it' }));
    expect(call).toHaveBeenCalledWith({ filter: { q: 'x' }, expected_count: 1500 });

    const panel = await screen.findByRole('region', { name: 'Bulk action progress' });
    expect(await within(panel).findByText('400 of 1,500 rows processed', {}, { timeout: 3000 })).toBeVisible();
    expect(panel).toHaveTextContent('390 done · 10 refused');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledWith('/api/v1/bulk-jobs/7/cancel');

    const dialog = await screen.findByRole('dialog', { name: '1,498 done · 2 refused' }, { timeout: 3000 });
    const refused = within(within(dialog).getByRole('list', { name: 'Refused rows' })).getAllByRole('listitem');
    expect(refused.map((item) => item.textContent)).toEqual(['Row 2Changed meanwhile', 'Row #900Already hidden']);
    await user.click(within(dialog).getByRole('button', { name: 'Select the refused ones' }));
    expect(await screen.findByRole('region', { name: 'Selected rows' })).toHaveTextContent('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Row 2' })).toBeChecked();
    get.mockRestore();
    cancel.mockRestore();
  });

  it('a page opened while a job of its list runs follows it again, to its end; a job of another list is left alone', async () => {
    const progress = [job({ processed: 600, done: 600 }), job({ status: 'done', processed: 1500, done: 1499, refused: 1, finished_at: '2026-01-15T09:01:00.000Z' })];
    const get = vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/v1/bulk-jobs/latest') return answer({ job: job({ processed: 300, done: 300 }) });
      if (url === '/api/v1/bulk-jobs/7') return answer(progress.length > 1 ? progress.shift()! : progress[0]!);
      if (url === '/api/v1/bulk-jobs/7/refused') return answer({ data: [{ id: 2, code: 'INVALID_TRANSITION', message: 'Already hidden' }], next_after: null });
      throw new Error(`unexpected ${url}`);
    });
    const { unmount } = render(<Harness total={1500} pageRows={[row(1)]} call={vi.fn()} jobList="workers" />);
    await new Promise((resolve) => setTimeout(resolve, 700));
    // The running job is the reviews' (job()'s list): the workers' page shows no panel.
    expect(screen.queryByRole('region', { name: 'Bulk action progress' })).toBeNull();
    unmount();

    const user = userEvent.setup();
    render(<Harness total={1500} pageRows={[row(1), row(2)]} call={vi.fn()} jobList="reviews" />);
    const panel = await screen.findByRole('region', { name: 'Bulk action progress' });
    expect(await within(panel).findByText(/of 1,500 rows processed/, {}, { timeout: 3000 })).toBeVisible();
    const dialog = await screen.findByRole('dialog', { name: '1,499 done · 1 refused' }, { timeout: 3000 });
    expect(get).toHaveBeenCalledWith('/api/v1/bulk-jobs/latest');
    // The refused row is named and ticked again from the shown page's copy.
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Row 2Already hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Select the refused ones' }));
    expect(await screen.findByRole('region', { name: 'Selected rows' })).toHaveTextContent('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Row 2' })).toBeChecked();
    get.mockRestore();
  });

  it('a job of the list that ended while the page was away shows how it ended, once', async () => {
    const ended = job({ id: 8, status: 'done', processed: 1500, done: 1500, finished_at: '2026-01-15T09:01:00.000Z' });
    const get = vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/v1/bulk-jobs/latest') return answer({ job: ended });
      if (url === '/api/v1/bulk-jobs/8') return answer(ended);
      if (url === '/api/v1/bulk-jobs/8/refused') return answer({ data: [], next_after: null });
      throw new Error(`unexpected ${url}`);
    });
    const user = userEvent.setup();
    const first = render(<Harness total={1500} pageRows={[row(1)]} call={vi.fn()} jobList="reviews" />);
    const dialog = await screen.findByRole('dialog', { name: '1,500 done · 0 refused' }, { timeout: 3000 });
    expect(screen.queryByRole('region', { name: 'Bulk action progress' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    first.unmount();

    // Opened again (another visit, a reload): the outcome was shown in this tab, so it is not shown again.
    render(<Harness total={1500} pageRows={[row(1)]} call={vi.fn()} jobList="reviews" />);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('dialog')).toBeNull();
    get.mockRestore();
  });

  it('a job cancelled midway without refusals says so, never that every row was done', async () => {
    const user = userEvent.setup();
    const cancelled = job({ status: 'cancelled', processed: 300, done: 300, refused: 0, finished_at: '2026-01-15T09:01:00.000Z' });
    const get = vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/v1/bulk-jobs/7') return answer(cancelled);
      if (url === '/api/v1/bulk-jobs/7/refused') return answer({ data: [], next_after: null });
      throw new Error(`unexpected ${url}`);
    });
    render(<Harness total={1500} pageRows={[row(1)]} call={vi.fn(async () => ({ data: job({}) }))} />);
    await user.click(screen.getByRole('checkbox', { name: 'Row 1' }));
    await user.click(screen.getByRole('button', { name: 'Select all 1,500 matching' }));
    await user.click(screen.getByRole('button', { name: 'Do it' }));

    const dialog = await screen.findByRole('dialog', { name: '300 done · 0 refused' }, { timeout: 3000 });
    expect(dialog).toHaveTextContent('Cancelled after 300 of 1,500 rows: the others were left as they were.');
    expect(dialog).toHaveTextContent('None of the rows processed was refused.');
    expect(dialog).not.toHaveTextContent('Every row was done.');
    get.mockRestore();
  });
});

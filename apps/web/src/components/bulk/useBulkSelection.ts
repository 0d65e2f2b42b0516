import { useEffect, useState } from 'react';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { BULK_JOB_MAX_ITEMS, BULK_MAX_ITEMS, isBulkJob, type BulkAnswer, type BulkJob, type BulkList, type BulkResponse, type LatestBulkJob } from '@carcare/contracts';
import { httpClient } from '../../api/httpClient';
import { useSnackbar } from '../snackbar/snackbars';
import { markBulkJobShown, useBulkJob, wasBulkJobShown, type EndedBulkJob } from './job/useBulkJob';
import { applySelectionModel, bulkTarget, freshRows, NO_SELECTION, selectionModel, selectionOfIds, toggleRow, type BulkItemOf, type BulkRow, type BulkSelection, type BulkTarget } from './bulkSelection';

export interface BulkListState<R extends BulkRow, F> {
  /** The list's current filter as the bulk call names it, and a key that changes with it. */
  filter: F;
  filterKey: string;
  /** How many rows the filter matches, and whether that is an estimate (large lists). */
  total: number;
  totalIsEstimate?: boolean;
  /** The rows of the shown page: the freshest copies of the ticked ones on it. */
  pageRows: readonly R[];
  /** The list as a bulk job names it: a job of it still under way when the page opens is followed again. */
  jobList?: BulkList;
}

/** What a bulk call answered, with the copies of the rows it named (to label the refused ones). */
export interface BulkOutcome<R extends BulkRow> {
  response: BulkResponse;
  rows: ReadonlyMap<number, R>;
  /** When the action ran as a job: the job as it ended (its counts; cancelled or failed midway). */
  job?: BulkJob;
}

/** A bulk call as RTK Query's mutation trigger answers it. */
type BulkCall<R extends BulkRow, F> = (target: BulkTarget<F, BulkItemOf<R>>) => PromiseLike<{ data?: BulkAnswer; error?: unknown }>;

/**
 * The controller of a list's bulk actions: the selection kept across pages (or "all matching" the
 * filter), sending it through the list's bulk call, and the per-row outcome with "select the
 * refused ones". The bar, the results dialog and the grid's checkboxes read it.
 */
export function useBulkSelection<R extends BulkRow, F>(list: BulkListState<R, F>) {
  const [selection, setSelection] = useState<BulkSelection<R>>(NO_SELECTION);
  const [outcome, setOutcome] = useState<BulkOutcome<R> | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  // The rows the page had copies of when a job was asked for: the refused ones among them can be ticked again.
  const [jobRows, setJobRows] = useState<ReadonlyMap<number, R>>(new Map());
  const onJobEnd = ({ job, refusals }: EndedBulkJob) => {
    markBulkJobShown(job.id);
    setOutcome({
      response: { results: refusals.map((refusal) => ({ ...refusal, outcome: 'refused' as const })), done: job.done, refused: job.refused },
      // The copies taken when the job was asked for, else the shown page's (a job followed again after a reload has only those).
      rows: new Map([...list.pageRows.map((row) => [row.id, row] as const), ...jobRows]),
      job,
    });
  };
  const jobs = useBulkJob(onJobEnd, (message) => enqueueSnackbar(message, { variant: 'error' }));
  // A job outlives the page that asked for it (a reload, another visit): its panel, or how it ended, comes back once.
  const { jobList } = list;
  const { follow } = jobs;
  useEffect(() => {
    if (!jobList) return undefined;
    let stopped = false;
    httpClient.get<LatestBulkJob>('/api/v1/bulk-jobs/latest').then(
      ({ data }) => {
        if (!stopped && data.job?.list === jobList && !wasBulkJobShown(data.job.id)) follow(data.job);
      },
      // Nothing to follow is shown as nothing: the list itself still works, and a new job's 409 says one runs.
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, [jobList, follow]);
  const allMatching = selection.allMatchingKey === list.filterKey;
  const count = allMatching ? list.total : selection.selected.size;

  const send = async (call: BulkCall<R, F>) => {
    const rows = freshRows(selection, list.pageRows);
    const result = await call(bulkTarget(selection, rows, list));
    const answer = result.data;
    if (answer && isBulkJob(answer)) {
      // "All matching" over BULK_MAX_ITEMS rows: the server works them through; the panel follows the job.
      setJobRows(rows);
      jobs.follow(answer);
      setSelection(NO_SELECTION);
    } else if (answer) {
      setOutcome({ response: answer, rows });
      setSelection(NO_SELECTION);
    }
    return result;
  };

  const refusedIds = (outcome?.response.results ?? []).filter((result) => result.outcome === 'refused').map((result) => result.id);

  return {
    selection,
    setSelection,
    count,
    allMatching,
    /** A ticked selection above the bound is not sent: the bar says so (the server would refuse it). */
    overLimit: !allMatching && count > BULK_MAX_ITEMS,
    /** "All matching" above BULK_MAX_ITEMS runs as a job on the server: the confirmation says so. */
    runsAsJob: allMatching && count > BULK_MAX_ITEMS,
    /** "Select all N matching" needs an exact count the server can check, within the job's bound. */
    selectAll: allMatching || list.total <= count ? ('none' as const) : list.totalIsEstimate ? ('estimate' as const) : list.total > BULK_JOB_MAX_ITEMS ? ('tooMany' as const) : ('offer' as const),
    total: list.total,
    selectAllMatching: () => setSelection({ selected: new Map(), allMatchingKey: list.filterKey }),
    clear: () => setSelection(NO_SELECTION),
    toggle: (row: R, ticked: boolean) => setSelection(toggleRow(selection, row, ticked)),
    isTicked: (id: number) => allMatching || selection.selected.has(id),
    /** The grid's checkbox props (ServerDataGrid's `selection`). */
    grid: {
      model: selectionModel(selection),
      onChange: (model: GridRowSelectionModel) => setSelection(applySelectionModel(selection, list.pageRows, model)),
    },
    send,
    /** The job under way (a bulk action over BULK_MAX_ITEMS rows), and its cancel. */
    job: jobs.followed,
    cancelJob: jobs.cancel,
    outcome,
    refusedIds,
    closeOutcome: () => setOutcome(null),
    selectRefused: () => {
      if (outcome) setSelection(selectionOfIds(outcome.rows, refusedIds));
      setOutcome(null);
    },
  };
}

/** A list page as its bulk actions read it: the search box and the page it shows. */
interface ShownList<R> {
  q: string;
  result: { currentData?: { data: readonly R[]; total: number; total_is_estimate?: boolean } };
}

/**
 * The bulk controller of a list page: the filter its selects give, with the list's search, names the
 * rows "all matching" acts on (the selection resets when it changes); the shown page gives the rest.
 */
export function usePageBulkSelection<R extends BulkRow, F extends { q?: string }>(list: ShownList<R>, selects: Omit<F, 'q'>, jobList: BulkList) {
  const filter = { ...selects, q: list.q.trim() || undefined } as F;
  const page = list.result.currentData;
  return useBulkSelection<R, F>({ filter, filterKey: JSON.stringify(filter), total: page?.total ?? 0, totalIsEstimate: page?.total_is_estimate, pageRows: page?.data ?? [], jobList });
}

export type BulkController<R extends BulkRow, F> = ReturnType<typeof useBulkSelection<R, F>>;

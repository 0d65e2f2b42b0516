import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ReactReduxContext } from 'react-redux';
import { BULK_REFUSALS_PAGE_MAX, type BulkJob, type BulkJobRefusal, type BulkJobRefusals } from '@carcare/contracts';
import { httpClient } from '../../../api/httpClient';
import { apiTagTypes, baseApi, toApiQueryError } from '../../../api/baseApi';
import { serverFailureText } from '../../form/fieldErrorText';

/** How often the progress of a bulk job under way is asked for (as an export's is). */
export const BULK_JOB_POLL_MS = 500;

const UNFINISHED: ReadonlySet<BulkJob['status']> = new Set(['queued', 'running']);
export const isJobRunning = (job: BulkJob) => UNFINISHED.has(job.status);

/** The jobs whose outcome this tab has shown: a page opened again within their recent time does not show it twice. */
const SHOWN_JOBS_KEY = 'bulkJobsShown';
const shownJobs = (): number[] => {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(SHOWN_JOBS_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
};
export const wasBulkJobShown = (id: number) => shownJobs().includes(id);
export function markBulkJobShown(id: number): void {
  // A few ids are enough: an admin runs one job at a time, and a job stops being recent within minutes.
  sessionStorage.setItem(SHOWN_JOBS_KEY, JSON.stringify([...shownJobs().filter((shown) => shown !== id), id].slice(-20)));
}

/** A bulk job being followed: the latest answer about it, and whether a cancel was asked. */
export interface FollowedBulkJob {
  job: BulkJob;
  cancelling: boolean;
}

/** How a followed job ended: the job as it ended, and its refused rows (the first BULK_REFUSALS_PAGE_MAX). */
export interface EndedBulkJob {
  job: BulkJob;
  refusals: BulkJobRefusal[];
}

/**
 * Follows a bulk job the server works through: polls its progress until it ends, then reads its
 * refused rows and hands the end to `onEnd`; `cancel` asks the server to stop it. Everything the
 * console has cached is fetched again at the end: a job touches up to 100,000 rows of one list and
 * whatever derives from them (ratings, counts), once.
 */
export function useBulkJob(onEnd: (ended: EndedBulkJob) => void, onFailure: (message: string) => void) {
  const [followed, setFollowed] = useState<FollowedBulkJob | null>(null);
  const store = useContext(ReactReduxContext)?.store;
  // The latest callbacks, for the poll started by an earlier render.
  const ends = useRef({ onEnd, onFailure });
  useEffect(() => {
    ends.current = { onEnd, onFailure };
  });

  const jobId = followed?.job.id;
  const followedRunning = followed ? isJobRunning(followed.job) : false;
  useEffect(() => {
    if (jobId === undefined) return undefined;
    let stopped = false;
    let timer: number | undefined;
    const poll = async () => {
      try {
        const { data: job } = await httpClient.get<BulkJob>(`/api/v1/bulk-jobs/${jobId}`);
        if (stopped) return;
        if (isJobRunning(job)) {
          setFollowed((current) => (current?.job.id === jobId ? { ...current, job } : current));
          timer = window.setTimeout(() => void poll(), BULK_JOB_POLL_MS);
          return;
        }
        const { data } = await httpClient.get<BulkJobRefusals>(`/api/v1/bulk-jobs/${jobId}/refused`, { params: { limit: BULK_REFUSALS_PAGE_MAX } });
        if (stopped) return;
        setFollowed(null);
        store?.dispatch(baseApi.util.invalidateTags([...apiTagTypes()]));
        ends.current.onEnd({ job, refusals: data.data });
      } catch (error) {
        if (stopped) return;
        setFollowed(null);
        ends.current.onFailure(serverFailureText(toApiQueryError(error).data));
      }
    };
    // A job that already ended (found again after a reload) is read at once.
    timer = window.setTimeout(() => void poll(), followedRunning ? BULK_JOB_POLL_MS : 0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [jobId, followedRunning, store]);

  const cancel = useCallback(async () => {
    if (jobId === undefined) return;
    setFollowed((current) => current && { ...current, cancelling: true });
    try {
      await httpClient.post<BulkJob>(`/api/v1/bulk-jobs/${jobId}/cancel`);
    } catch (error) {
      ends.current.onFailure(serverFailureText(toApiQueryError(error).data));
    }
  }, [jobId]);

  const follow = useCallback((job: BulkJob) => setFollowed({ job, cancelling: false }), []);

  return { followed, follow, cancel };
}

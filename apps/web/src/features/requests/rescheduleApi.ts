import type { RescheduleRequestBody, WorkerSuggestion } from '@carcare/contracts';
import { injectResource } from '../../api/resource';
import { requests } from './requestsApi';

// Injected by the reschedule dialog's own chunk: the pages that list or show requests load without it.
export const rescheduleApi = injectResource(requests, ['Request', 'Requests'], (crud, build) => ({
  /** Move a pending, accepted or assigned job to another time (and, unless pending, optionally to another worker); answers the request as it now is. */
  rescheduleRequest: crud.action<{ id: number; body: RescheduleRequestBody }>(() => 'reschedule', {
    body: ({ body }) => body,
    answerIsRecord: true,
    // A move may free one worker's time and take another's.
    also: () => [{ type: 'Worker' as const, id: 'LIST' }],
  }),
  /** The workshop's workers ranked for the job at `scheduled_at`: who can take it first, each refusal by its rule's code. */
  requestWorkerSuggestions: build.query<{ data: WorkerSuggestion[] }, { id: number; scheduled_at: string }>({
    query: ({ id, scheduled_at }) => ({ url: requests.url(id, 'worker-suggestions'), params: { scheduled_at } }),
    keepUnusedDataFor: 0,
  }),
}));

export const { useRescheduleRequestMutation, useLazyRequestWorkerSuggestionsQuery } = rescheduleApi;

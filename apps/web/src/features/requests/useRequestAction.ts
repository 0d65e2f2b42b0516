import { useCallback } from 'react';
import { useSnackbar } from '../../components/snackbar/snackbars';
import type { RequestAction, ServiceRequestDetails } from '@carcare/contracts';
import { apiErrorOf, type ApiQueryError } from '../../api/baseApi';
import { useRunRequestActionMutation, type RequestActionBody } from './requestsApi';
import { useTexts } from '../../i18n/useTexts';
import { requestCatalogue } from './requestTexts';
import { serverFailureText } from '../../components/form/fieldErrorText';

/**
 * done: the request moved on. conflict: someone else changed it or the state no longer allows the
 * action (409); the page refetches. invalid: a 400 whose field messages the dialog shows.
 * failed: anything else, already told in a snackbar.
 */
export type ActionOutcome = { kind: 'done' } | { kind: 'conflict' } | { kind: 'invalid'; error: ApiQueryError } | { kind: 'failed' };

/** Runs a status change of the request with the version it was shown at, and tells how it went. */
export function useRequestAction(request: Pick<ServiceRequestDetails, 'id' | 'version'>) {
  const t = useTexts(requestCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const [runAction, { isLoading, originalArgs }] = useRunRequestActionMutation();

  const run = useCallback(
    async (action: RequestAction, extra: Omit<RequestActionBody, 'version'> = {}): Promise<ActionOutcome> => {
      const result = await runAction({ id: request.id, action, body: { version: request.version, ...extra } });
      if (!result.error) {
        enqueueSnackbar(t(`action.${action}.done`), { variant: 'success' });
        return { kind: 'done' };
      }
      const error = apiErrorOf(result.error);
      if (error?.status === 400 && error.data.details?.length) return { kind: 'invalid', error };
      // STALE_VERSION / INVALID_TRANSITION: the server's words ("…changed…"); the mutation's tags refetch the request.
      enqueueSnackbar(error ? serverFailureText(error.data) : t('actionFailed'), { variant: 'error' });
      return error?.status === 409 ? { kind: 'conflict' } : { kind: 'failed' };
    },
    [runAction, request.id, request.version, enqueueSnackbar, t],
  );

  return { run, busyAction: isLoading ? originalArgs?.action : undefined };
}

import { useCallback } from 'react';
import { useSnackbar } from '../../components/snackbar/snackbars';
import type { ConcernAction, UserConcernDetails } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { useChangeConcernMutation, type ConcernChange } from './concernsApi';
import { useTexts } from '../../i18n/useTexts';
import { concernCatalogue, type ConcernTranslate } from './concernTexts';
import { fieldErrorText } from '../../components/form/fieldErrorText';
import { sharedServerMessage } from '../../components/componentTexts';
import { currentLanguage } from '../../i18n/languageStore';

/**
 * done: the concern changed. invalid: a 400 whose message the caller shows by its field.
 * conflict: someone else changed it, or the state no longer allows it (409); the page refetches.
 * failed: anything else, already told in a snackbar.
 */
export type ChangeOutcome = { kind: 'done' } | { kind: 'invalid'; message: string } | { kind: 'conflict' } | { kind: 'failed' };

/** What is running: 'reply', 'priority' or the status action. */
export type BusyChange = 'reply' | 'priority' | ConcernAction;

function doneText(t: ConcernTranslate, change: ConcernChange): string {
  if (change.kind === 'reply') return t('replySent');
  if (change.kind === 'priority') return t('priorityChanged', { label: t(`priority.${change.priority}`) });
  return t(`action.${change.action}.done`);
}

function busyOf(change: ConcernChange | undefined): BusyChange | undefined {
  if (!change) return undefined;
  return change.kind === 'action' ? change.action : change.kind;
}

/** Sends a reply, a priority or a status step with the version the concern was shown at, and tells how it went. */
export function useConcernChange(concern: Pick<UserConcernDetails, 'id' | 'version'>) {
  const t = useTexts(concernCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const [send, { isLoading, originalArgs }] = useChangeConcernMutation();

  const change = useCallback(
    async (next: ConcernChange): Promise<ChangeOutcome> => {
      const result = await send({ id: concern.id, version: concern.version, change: next });
      if (!result.error) {
        enqueueSnackbar(doneText(t, next), { variant: 'success' });
        return { kind: 'done' };
      }
      const error = apiErrorOf(result.error);
      if (error?.status === 400 && error.data.details?.length) return { kind: 'invalid', message: fieldErrorText(error.data.details[0]!) };
      // STALE_VERSION / INVALID_TRANSITION: the server's words (its code's text in Hindi); the mutation's tags refetch the concern.
      enqueueSnackbar(error ? sharedServerMessage(currentLanguage(), error.data) : next.kind === 'reply' ? t('replyFailed') : t('actionFailed'), { variant: 'error' });
      return error?.status === 409 ? { kind: 'conflict' } : { kind: 'failed' };
    },
    [send, concern.id, concern.version, enqueueSnackbar, t],
  );

  return { change, busy: isLoading ? busyOf(originalArgs?.change) : undefined };
}

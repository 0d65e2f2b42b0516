import { useMemo } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { Alert, Box, Button, Chip, List, ListItemButton, ListItemText, MenuItem, Skeleton, Stack, Typography } from '@mui/material';
import type { ServiceRequest, WorkerSuggestion } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { FormDialog } from '../../components/FormDialog';
import { FormDateTimeField } from '../../components/form/FormDateFields';
import { FormSelectField } from '../../components/form/FormSelectField';
import { serverFailureText } from '../../components/form/fieldErrorText';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { useTexts } from '../../i18n/useTexts';
import { formatDateTime } from './requestFormat';
import { indiaInputOf, isoOfIndiaInput } from '@carcare/contracts';
import { useRequestAssignableWorkersQuery } from './requestsApi';
import { useLazyRequestWorkerSuggestionsQuery, useRescheduleRequestMutation } from './rescheduleApi';
import { requestCatalogue } from './requestTexts';
import { rescheduleCatalogue, type RescheduleTexts } from './rescheduleTexts';

/** What the dialog reads of a request: a list row is enough (the list's row menu opens it too). */
export type ReschedulableRequest = Pick<ServiceRequest, 'id' | 'code' | 'version' | 'status' | 'scheduled_at' | 'worker' | 'customer_name' | 'service'>;

export interface RescheduleDialogProps {
  request: ReschedulableRequest;
  onClose: () => void;
}

interface RescheduleValues {
  /** The new time as typed, in India time: "2026-11-24T16:30". */
  scheduled_at: string;
  /** '' keeps the request's worker (or none). */
  worker_id: string;
}

interface RescheduleBody {
  scheduled_at: string;
  worker_id?: number;
}

const SERVER_FIELDS = ['scheduled_at', 'worker_id'] as const;

/** Only accepted and assigned jobs take a worker with a move; a pending one is accepted first. */
function takesWorker(request: Pick<ServiceRequest, 'status'>): boolean {
  return request.status === 'accepted' || request.status === 'assigned';
}

function rescheduleResolver(r: RescheduleTexts, request: ReschedulableRequest): Resolver<RescheduleValues, unknown, RescheduleBody> {
  const refused = (message: string) => ({ values: {}, errors: { scheduled_at: { type: 'validate', message } } });
  return (values) => {
    const scheduledAt = isoOfIndiaInput(values.scheduled_at);
    if (!scheduledAt) return refused(r('reschedule.whenRequired'));
    const workerId = values.worker_id ? Number(values.worker_id) : undefined;
    if (Date.parse(scheduledAt) === Date.parse(request.scheduled_at) && workerId === undefined) {
      return refused(r('reschedule.nothingChanged'));
    }
    const body: RescheduleBody = workerId === undefined ? { scheduled_at: scheduledAt } : { scheduled_at: scheduledAt, worker_id: workerId };
    return { values: body, errors: {} };
  };
}

/** Why a suggested worker cannot take the job, by the rule's code. */
function refusalText(r: RescheduleTexts, code: string): string {
  switch (code) {
    case 'worker_busy':
    case 'worker_on_leave':
    case 'worker_not_in_society':
    case 'outside_hours':
    case 'worker_inactive':
    case 'worker_already_assigned':
      return r(`reschedule.refusal.${code}`);
    default:
      return r('reschedule.refusal.other');
  }
}

function SuggestionList({ suggestions, onChoose }: { suggestions: readonly WorkerSuggestion[]; onChoose: (worker: WorkerSuggestion) => void }) {
  const r = useTexts(rescheduleCatalogue);
  if (suggestions.length === 0) return <Alert severity="info">{r('reschedule.noSuggestions')}</Alert>;
  return (
    <List dense aria-label={r('reschedule.suggestions')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0, maxHeight: 260, overflowY: 'auto' }}>
      {suggestions.map((worker) => {
        const details = [worker.serves_society ? r('reschedule.servesSociety') : null, r('reschedule.jobsThatDay', { count: worker.jobs_that_day })].filter(Boolean).join(' · ');
        return (
          <ListItemButton key={worker.id} disabled={worker.refusal !== null} onClick={() => onChoose(worker)} divider>
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <span>{worker.name}</span>
                  <Chip size="small" variant="outlined" color={worker.refusal === null ? 'success' : 'default'} label={worker.refusal === null ? r('reschedule.free') : refusalText(r, worker.refusal)} />
                </Box>
              }
              secondary={details}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}

/**
 * Moves a pending, accepted or assigned job to another time, India time whatever the browser's
 * zone, and an accepted or assigned one optionally to another worker, whom "Suggest" ranks for the
 * new time. The server's refusals land on the time or the worker; a request changed meanwhile is
 * said and shown afresh (the write's tags refetch it).
 */
export function RescheduleDialog({ request, onClose }: RescheduleDialogProps) {
  const t = useTexts(requestCatalogue);
  const r = useTexts(rescheduleCatalogue);
  const { enqueueSnackbar } = useSnackbar();
  const [reschedule] = useRescheduleRequestMutation();
  const withWorker = takesWorker(request);
  const resolver = useMemo(() => rescheduleResolver(r, request), [r, request]);
  const controller = useConsoleForm<RescheduleValues, RescheduleBody>({
    resolver,
    defaultValues: { scheduled_at: indiaInputOf(request.scheduled_at), worker_id: '' },
    serverFields: SERVER_FIELDS,
    clearErrorOnChange: true,
    onSave: async (body) => {
      const result = await reschedule({ id: request.id, body: { version: request.version, ...body } });
      if (!result.error) {
        const moved = result.data;
        const when = formatDateTime(moved.scheduled_at);
        const changedWorker = body.worker_id !== undefined && moved.worker;
        enqueueSnackbar(changedWorker ? r('reschedule.doneWith', { when, name: moved.worker!.name }) : r('reschedule.done', { when }), { variant: 'success' });
        onClose();
        return undefined;
      }
      const error = apiErrorOf(result.error);
      if (error?.status === 400 && error.data.details?.length) return result.error;
      // STALE_VERSION, or a state that no longer moves: said in the server's words; the tags refetch the request.
      enqueueSnackbar(error ? serverFailureText(error.data) : r('reschedule.failed'), { variant: 'error' });
      onClose();
      return undefined;
    },
  });
  const { form } = controller;
  const scheduledAt = useWatch({ control: form.control, name: 'scheduled_at' });

  // Who may take it changes by the minute: asked again at every opening.
  const assignable = useRequestAssignableWorkersQuery(request.id, { skip: !withWorker, refetchOnMountOrArgChange: true });
  const [suggest, suggestions] = useLazyRequestWorkerSuggestionsQuery();
  const suggestedFor = suggestions.originalArgs?.scheduled_at;
  const shownSuggestions = suggestions.data && suggestedFor === isoOfIndiaInput(scheduledAt) ? suggestions.data.data : null;

  const workers = useMemo(() => {
    const byId = new Map<number, string>();
    for (const worker of assignable.data?.data ?? []) byId.set(worker.id, worker.name);
    for (const worker of suggestions.data?.data ?? []) if (!byId.has(worker.id)) byId.set(worker.id, worker.name);
    if (request.worker) byId.delete(request.worker.id);
    return [...byId].map(([id, name]) => ({ id, name }));
  }, [assignable.data, suggestions.data, request.worker]);

  const askSuggestions = () => {
    const iso = isoOfIndiaInput(form.getValues('scheduled_at'));
    if (!iso) {
      form.setError('scheduled_at', { type: 'validate', message: r('reschedule.whenRequired') });
      return;
    }
    void suggest({ id: request.id, scheduled_at: iso });
  };
  const choose = (worker: WorkerSuggestion) => {
    form.setValue('worker_id', worker.id === request.worker?.id ? '' : String(worker.id), { shouldDirty: true });
    form.clearErrors('worker_id');
  };

  const now = formatDateTime(request.scheduled_at);
  return (
    <FormDialog
      controller={controller}
      onClose={onClose}
      titleId="reschedule-title"
      title={r('reschedule.title', { code: request.code })}
      cancelLabel={t('cancel')}
      saveLabel={r('reschedule.confirm')}
      phoneFullScreen
      intro={
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <strong>
            {request.customer_name} · {request.service.name}
          </strong>
          . {request.worker ? r('reschedule.nowWith', { when: now, name: request.worker.name }) : r('reschedule.now', { when: now })}
        </Typography>
      }
    >
      <FormDateTimeField control={form.control} name="scheduled_at" label={r('reschedule.when')} helperText={r('reschedule.indiaTime')} required />
      {withWorker ? (
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            {assignable.isLoading ? (
              <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} aria-label={t('loadingWorkers')} />
            ) : (
              <FormSelectField
                control={form.control}
                name="worker_id"
                label={r('reschedule.worker')}
                // "Keep …" is a choice of its own, shown while nothing else is chosen.
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ flex: 1, minWidth: 0 }}
              >
                <MenuItem value="">{request.worker ? r('reschedule.keepWorker', { name: request.worker.name }) : r('reschedule.noWorker')}</MenuItem>
                {workers.map((worker) => (
                  <MenuItem key={worker.id} value={String(worker.id)}>
                    {worker.name}
                  </MenuItem>
                ))}
              </FormSelectField>
            )}
            <Button variant="outlined" onClick={askSuggestions} disabled={suggestions.isFetching} sx={{ mt: 1, flexShrink: 0 }}>
              {r('reschedule.suggest')}
            </Button>
          </Box>
          {assignable.isError ? <Alert severity="error">{t('workersFailed')}</Alert> : null}
          {suggestions.isFetching ? <Skeleton variant="rounded" height={96} aria-label={t('loadingWorkers')} /> : null}
          {!suggestions.isFetching && suggestions.isError ? <Alert severity="error">{r('reschedule.suggestFailed')}</Alert> : null}
          {!suggestions.isFetching && shownSuggestions ? <SuggestionList suggestions={shownSuggestions} onChoose={choose} /> : null}
        </Stack>
      ) : null}
    </FormDialog>
  );
}

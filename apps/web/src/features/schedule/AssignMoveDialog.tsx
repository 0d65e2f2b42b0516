import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RESCHEDULABLE_STATUSES, type ScheduleJob, type ScheduleResponse } from '@carcare/contracts';
import LoadingButton from '../../components/LoadingButton';
import { DateTimeField } from '../../components/form/DateTimeField';
import { fieldErrorText, serverFailureText } from '../../components/form/fieldErrorText';
import { apiErrorOf } from '../../api/baseApi';
import { useLazyWorkerSuggestionsQuery, useRescheduleRequestMutation } from './scheduleApi';
import { indiaLocalToIso, isoToIndiaLocal } from './scheduleTime';
import { suggestionReason, type ScheduleTexts } from './scheduleTexts';

export interface AssignMoveDialogProps {
  job: ScheduleJob;
  day: ScheduleResponse;
  t: ScheduleTexts;
  onClose: () => void;
  /** Called with what to tell the admin once the server took the change. */
  onDone: (message: string) => void;
  /** After a stale copy's 409: what to tell the admin (the board reads the day again). */
  onStale: () => void;
}

type FieldErrors = Partial<Record<'worker_id' | 'scheduled_at', string>>;

/**
 * The keyboard's (and the phone's) way to assign or move a job: a worker and an India date and
 * time, sent to the same reschedule endpoint as a drag; the server's refusals show by their field.
 * "Suggest" ranks the workers for the chosen time.
 */
export function AssignMoveDialog({ job, day, t, onClose, onDone, onStale }: AssignMoveDialogProps) {
  const [workerId, setWorkerId] = useState(job.worker_id === null ? '' : String(job.worker_id));
  const [when, setWhen] = useState(() => isoToIndiaLocal(job.scheduled_at));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [reschedule, { isLoading: saving }] = useRescheduleRequestMutation();
  const [suggest, suggestions] = useLazyWorkerSuggestionsQuery();
  const pending = job.status === 'pending';
  const movable = (RESCHEDULABLE_STATUSES as readonly string[]).includes(job.status);
  const titleId = `assign-move-${job.id}`;

  const askSuggestions = () => {
    const scheduledAt = indiaLocalToIso(when);
    if (!scheduledAt) {
      setErrors({ scheduled_at: t('dialog.timeRequired') });
      return;
    }
    void suggest({ id: job.id, scheduledAt });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const scheduledAt = indiaLocalToIso(when);
    if (!scheduledAt) {
      setErrors({ scheduled_at: t('dialog.timeRequired') });
      return;
    }
    setErrors({});
    setProblem(null);
    const chosen = workerId === '' ? null : Number(workerId);
    // The same worker again is no reassignment: only the time is sent.
    const body = chosen !== null && chosen !== job.worker_id ? { version: job.version, scheduled_at: scheduledAt, worker_id: chosen } : { version: job.version, scheduled_at: scheduledAt };
    const result = await reschedule({ id: job.id, body });
    if ('data' in result) {
      const name = day.workers.find((worker) => worker.id === chosen)?.name;
      const time = when.slice(11, 16);
      onDone(name && chosen !== job.worker_id ? t('assigned', { code: job.code, name, time }) : t('moved', { code: job.code, time }));
      return;
    }
    const error = apiErrorOf(result.error);
    if (error?.status === 409 && error.data.code === 'STALE_VERSION') {
      onStale();
      return;
    }
    const fields: FieldErrors = {};
    for (const detail of error?.data.details ?? []) {
      if (detail.field === 'worker_id' || detail.field === 'scheduled_at') fields[detail.field] ??= fieldErrorText(detail);
    }
    setErrors(fields);
    if (Object.keys(fields).length === 0) setProblem(error ? serverFailureText(error.data) : t('failed'));
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('dialog.title', { code: job.code })}</DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2.5}>
            <Typography variant="body2" color="text.secondary">
              {t('dialog.job', { service: job.service.name, customer: job.customer_name })}
              {job.society ? ` · ${job.society.name}` : ''}
            </Typography>
            {pending ? <Alert severity="info">{t('dialog.pending')}</Alert> : null}
            {movable ? null : <Alert severity="info">{t('refuse.not_movable')}</Alert>}
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            <TextField
              select
              label={t('dialog.worker')}
              value={workerId}
              disabled={pending || !movable}
              onChange={(event) => setWorkerId(event.target.value)}
              error={Boolean(errors.worker_id)}
              helperText={errors.worker_id}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              {job.worker_id === null ? <MenuItem value="">{t('dialog.noWorker')}</MenuItem> : null}
              {day.workers.map((worker) => (
                <MenuItem key={worker.id} value={String(worker.id)}>
                  {worker.leave?.status === 'approved' ? t('dialog.workerOnLeave', { name: worker.name }) : worker.name}
                </MenuItem>
              ))}
            </TextField>
            <DateTimeField label={t('dialog.time')} value={when} onChange={setWhen} error={Boolean(errors.scheduled_at)} helperText={errors.scheduled_at} />
            {pending || !movable ? null : (
              <Box>
                <LoadingButton variant="outlined" onClick={askSuggestions} loading={suggestions.isFetching}>
                  {t('dialog.suggest')}
                </LoadingButton>
                {suggestions.isError ? (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {serverFailureText(apiErrorOf(suggestions.error)?.data ?? { message: t('dialog.suggestFailed') })}
                  </Alert>
                ) : null}
                {suggestions.data && !suggestions.isFetching ? (
                  <Box component="section" aria-label={t('dialog.suggestions')} sx={{ mt: 1 }}>
                    {suggestions.data.data.length === 0 ? (
                      <Typography variant="body2">{t('dialog.noSuggestions')}</Typography>
                    ) : (
                      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
                        {suggestions.data.data.map((suggestion) => (
                          <Box component="li" key={suggestion.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', p: 0.75, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                            <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                              {suggestion.name}
                            </Typography>
                            <Chip size="small" color={suggestion.refusal ? 'default' : 'success'} label={suggestion.refusal ? suggestionReason(t, suggestion.refusal) : t('dialog.free')} />
                            {suggestion.serves_society && job.society ? <Chip size="small" variant="outlined" label={t('dialog.servesSociety')} /> : null}
                            <Typography variant="caption" color="text.secondary">
                              {t('dialog.jobsThatDay', { count: suggestion.jobs_that_day })}
                            </Typography>
                            <Button size="small" aria-label={t('dialog.pickName', { name: suggestion.name })} onClick={() => setWorkerId(String(suggestion.id))} disabled={!day.workers.some((worker) => worker.id === suggestion.id)}>
                              {t('dialog.pick')}
                            </Button>
                          </Box>
                        ))}
                      </Box>
                    )}
                  </Box>
                ) : null}
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('dialog.cancel')}
          </Button>
          <LoadingButton type="submit" variant="contained" loading={saving} disabled={!movable}>
            {t('dialog.save')}
          </LoadingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

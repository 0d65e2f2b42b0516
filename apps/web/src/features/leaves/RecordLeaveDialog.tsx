import { useEffect, useMemo, useState } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { Alert, AlertTitle, Autocomplete, Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { LEAVE_TYPES, createLeaveBodySchema, type LeaveJob, type Worker } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps } from '../../components/form/entityForm';
import { FormDateField } from '../../components/form/FormDateFields';
import { FormSelectField } from '../../components/form/FormSelectField';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { useListWorkersQuery, workerCatalogue } from '../workers/public';
import { useAfterSave } from '../../components/form/useAfterSave';
import { useCreateLeaveMutation } from './leavesApi';
import { businessToday } from './leaveDates';
import { zodResolver } from '@hookform/resolvers/zod';
import { inLanguage } from '../../i18n/fieldMessages';
import { useLanguage, useTexts } from '../../i18n/useTexts';
import { leaveCatalogue } from './leaveTexts';
import { serverFailureText } from '../../components/form/fieldErrorText';
import { LeaveJobList } from './LeaveJobs';
import { jobsInTheWay } from './leaveJobsRefusal';

export interface RecordLeaveValues {
  worker_id: number | undefined;
  start_date: string;
  end_date: string;
  type: (typeof LEAVE_TYPES)[number];
  reason: string;
  approve: boolean;
}

const FIELDS = ['worker_id', 'start_date', 'end_date', 'type', 'reason'] as const;
const SEARCH_DEBOUNCE_MS = 300;
const WORKER_OPTIONS = 20;
/** Conflicts the server explains in words (overlap, state, stale): shown as a notice, the list refetches. */
const CONFLICT_CODES = new Set(['LEAVE_OVERLAP', 'INVALID_TRANSITION', 'STALE_VERSION']);

/** What a LEAVE_HAS_JOBS answer was about: another worker, other days or no approval meet other jobs. */
function keyOf(values: Pick<RecordLeaveValues, 'worker_id' | 'start_date' | 'end_date' | 'approve'>): string {
  return [values.worker_id, values.start_date, values.end_date, values.approve].join('|');
}

function emptyValues(): RecordLeaveValues {
  const today = businessToday();
  return { worker_id: undefined, start_date: today, end_date: today, type: 'casual', reason: '', approve: false };
}

/** Worker picker: searches the caller's workers by name or phone as the user types. */
function WorkerPicker({ value, onChange, error, helperText, inputRef, showWorkshop }: {
  value: Worker | null;
  showWorkshop: boolean;
  onChange: (worker: Worker | null) => void;
  error: boolean;
  helperText: string | undefined;
  inputRef: React.Ref<HTMLInputElement>;
}) {
  const t = useTexts(leaveCatalogue);
  const workerText = useTexts(workerCatalogue);
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);
  const { data, isFetching } = useListWorkersQuery(query ? { q: query, page_size: WORKER_OPTIONS, sort: 'name' } : { page_size: WORKER_OPTIONS, sort: 'name' });
  const options = data?.data ?? [];

  return (
    <Autocomplete
      options={value && !options.some((w) => w.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_event, worker) => onChange(worker)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      // The server already filtered by the typed text.
      filterOptions={(list) => list}
      getOptionLabel={(worker) =>
        [worker.name, worker.phone, showWorkshop ? worker.workshop.name : null, worker.display_status === 'active' ? null : workerText(`displayStatus.${worker.display_status}`)]
          .filter(Boolean)
          .join(' · ')
      }
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      noOptionsText={t('noWorkers')}
      renderInput={(params) => (
        <TextField {...params} label={t('worker')} required inputRef={inputRef} error={error} helperText={helperText ?? t('workerHelp')} />
      )}
    />
  );
}

export interface RecordLeaveDialogProps {
  open: boolean;
  onClose: () => void;
  /** The super admin picks among every workshop's workers: name the workshop. */
  showWorkshop?: boolean;
}

/** Records a leave for one of the caller's workers; "Approve now" records it approved (DESIGN §4). */
export function RecordLeaveDialog({ open, onClose, showWorkshop = false }: RecordLeaveDialogProps) {
  const t = useTexts(leaveCatalogue);
  // Rebuilt when the language changes, so validation messages follow it.
  const language = useLanguage();
  const resolver = useMemo(() => inLanguage(zodResolver(createLeaveBodySchema) as unknown as Resolver<RecordLeaveValues>, language, (field) => t(`invalid.${field as (typeof FIELDS)[number]}`)), [language, t]);
  const typeLabels = useMemo(() => Object.fromEntries(LEAVE_TYPES.map((type) => [type, t(`type.${type}`)])) as Record<(typeof LEAVE_TYPES)[number], string>, [t]);
  const { enqueueSnackbar } = useSnackbar();
  const afterSave = useAfterSave();
  const [createLeave] = useCreateLeaveMutation();
  const [worker, setWorker] = useState<Worker | null>(null);
  // A leave recorded approved over the worker's assigned jobs: they are listed, and the next save frees them,
  // while the worker, the days and the approval stay those they were listed for.
  const [answered, setAnswered] = useState<{ key: string; jobs: LeaveJob[] } | null>(null);
  const controller = useConsoleForm<RecordLeaveValues>({
    resolver,
    defaultValues: emptyValues(),
    serverFields: FIELDS,
    onFailure: (error, { setError, getValues }) => {
      const inTheWay = jobsInTheWay(error);
      if (inTheWay) {
        setAnswered({ key: keyOf(getValues()), jobs: inTheWay });
        return null;
      }
      if (error?.status === 409 && CONFLICT_CODES.has(error.data.code)) {
        enqueueSnackbar(serverFailureText(error.data), { variant: 'error' });
        return null;
      }
      if (error?.status === 404) {
        setError('worker_id', { type: 'server', message: serverFailureText(error.data) });
        return null;
      }
      return undefined;
    },
    onSave: async (values) => {
      const listed = answered && answered.key === keyOf(values) ? answered.jobs : null;
      const unassign = values.approve && listed !== null;
      const done = unassign ? t('hasJobs.recordedUnassigned', { count: listed.length }) : values.approve ? t('recordedApproved') : t('recorded');
      return afterSave(await createLeave({ ...values, worker_id: values.worker_id!, ...(unassign ? { unassign_jobs: true } : {}) }), done, () => close());
    },
  });
  const { form, reset } = controller;
  const {
    control,
    formState: { errors },
  } = form;
  const [watchedWorker, start, end, approve] = useWatch({ control, name: ['worker_id', 'start_date', 'end_date', 'approve'] });
  const jobs = answered && answered.key === keyOf({ worker_id: watchedWorker, start_date: start, end_date: end, approve }) ? answered.jobs : null;

  function close() {
    reset(emptyValues());
    setWorker(null);
    setAnswered(null);
    onClose();
  }

  return (
    <FormDialog controller={controller} open={open} onClose={close} titleId="record-leave-title" title={t('dialogTitle')} cancelLabel={t('cancel')} saveLabel={jobs ? t('hasJobs.record') : t('save')}>
      <Controller
        control={control}
        name="worker_id"
        render={({ field }) => (
          <WorkerPicker
            value={worker}
            onChange={(picked) => {
              setWorker(picked);
              field.onChange(picked?.id);
            }}
            inputRef={field.ref}
            showWorkshop={showWorkshop}
            error={Boolean(errors.worker_id)}
            helperText={errors.worker_id?.message}
          />
        )}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <FormDateField control={control} name="start_date" label={t('startDate')} required />
        <FormDateField control={control} name="end_date" label={t('endDate')} required />
      </Box>
      <FormSelectField control={control} name="type" label={t('type')} required options={LEAVE_TYPES} labels={typeLabels} />
      <TextField label={t('reason')} multiline minRows={2} {...fieldProps(form, 'reason')} />
      <Controller
        control={control}
        name="approve"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('approveNow')}
          />
        )}
      />
      {jobs ? (
        <Alert severity="warning">
          <AlertTitle>{t('hasJobs.title')}</AlertTitle>
          {t('hasJobs.text')}
          <LeaveJobList jobs={jobs} />
        </Alert>
      ) : null}
    </FormDialog>
  );
}

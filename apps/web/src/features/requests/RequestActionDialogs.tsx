import { useState } from 'react';
import { Alert, Checkbox, FormControlLabel, MenuItem, Skeleton, Stack, TextField } from '@mui/material';
import {
  cancelRequestBodySchema,
  completeRequestBodySchema,
  formatInr,
  paiseToRupeesInput,
  rejectRequestBodySchema,
  rupeesToPaise,
  type ServiceRequestDetails,
} from '@carcare/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { mountedConfirmProps } from '../../components/useConfirmTarget';
import { ConfirmNoteField } from '../../components/ConfirmNoteField';
import { useConfirmNote, useFieldWithError } from '../../components/useConfirmNote';
import { formatDateTime } from '../../components/format/dates';
import { isBeforeScheduledDay } from './isBeforeScheduledDay';
import { useListReasonsQuery } from '../reasons/public';
import { ALL_OPTIONS, useRequestAssignableWorkersQuery } from './requestsApi';
import { useRequestAction, type ActionOutcome } from './useRequestAction';
import { useTexts } from '../../i18n/useTexts';
import { requestCatalogue } from './requestTexts';
import { fieldErrorText, schemaIssueText } from '../../components/form/fieldErrorText';
import { sharedServerMessage } from '../../components/componentTexts';
import { currentLanguage } from '../../i18n/languageStore';

export interface RequestDialogProps {
  request: ServiceRequestDetails;
  onClose: () => void;
}

/** The server's message for `field` in a 400, else its first one, in the language shown (`fieldErrorText`). */
function fieldMessage(outcome: ActionOutcome, field: string): string | null {
  if (outcome.kind !== 'invalid') return null;
  const details = outcome.error.data.details ?? [];
  const detail = details.find((one) => one.field === field) ?? details[0];
  return detail ? fieldErrorText(detail) : sharedServerMessage(currentLanguage(), outcome.error.data);
}

/** Closes once the request moved on or changed under us (the page then shows its current state). */
function closesDialog(outcome: ActionOutcome): boolean {
  return outcome.kind === 'done' || outcome.kind === 'conflict';
}

/** The request a dialog acts on, in bold, then the dialog's sentence about it when there is one. */
function Subject({ request, then }: { request: ServiceRequestDetails; then?: string }) {
  return (
    <>
      <strong>
        {request.code} · {request.customer_name} · {request.service.name}
      </strong>
      {then ? `. ${then}` : null}
    </>
  );
}

/** Start on a day before the booked one: asks first ("scheduled for …. Start it now?"); on the day Start acts at once. */
export function StartEarlyDialog({ request, onClose }: RequestDialogProps) {
  const t = useTexts(requestCatalogue);
  const { run, busyAction } = useRequestAction(request);
  const confirm = async () => {
    if (closesDialog(await run('start'))) onClose();
  };
  return (
    <ConfirmDialog
      {...mountedConfirmProps(busyAction === 'start', confirm, onClose)}
      title={t('earlyStartTitle')}
      text={t('earlyStartText', { when: formatDateTime(request.scheduled_at) })}
      confirmLabel={t('earlyStartConfirm')}
    />
  );
}

/** Reject (pending only): asks first, and the note is required. */
export function RejectRequestDialog({ request, onClose }: RequestDialogProps) {
  const t = useTexts(requestCatalogue);
  const { run, busyAction } = useRequestAction(request);
  const note = useConfirmNote(onClose);

  const confirm = async () => {
    const checkedNote = note.checked(rejectRequestBodySchema, request.version, t('rejectNote'));
    if (checkedNote === null) return;
    const outcome = await run('reject', { note: checkedNote });
    if (closesDialog(outcome)) onClose();
    else note.setError(fieldMessage(outcome, 'note'));
  };

  return (
    <ConfirmDialog
      {...mountedConfirmProps(busyAction === 'reject', confirm, onClose)}
      title={t('rejectTitle')}
      text={<Subject request={request} then={t('rejectText')} />}
      confirmLabel={t('rejectConfirm')}
      cancelLabel={t('keep')}
      destructive
    >
      <ConfirmNoteField label={t('rejectNote')} required value={note.note} onChange={note.change} error={note.error} autoFocus />
    </ConfirmDialog>
  );
}

/** Assign or reassign: a worker of the request's workshop who is free that day. */
export function AssignWorkerDialog({ request, onClose }: RequestDialogProps) {
  const t = useTexts(requestCatalogue);
  const { run, busyAction } = useRequestAction(request);
  const reassigning = request.status === 'assigned';
  // Who is free changes by the minute: ask again at every opening.
  const { data, isLoading, isError } = useRequestAssignableWorkersQuery(request.id, { refetchOnMountOrArgChange: true });
  const workers = (data?.data ?? []).filter((worker) => worker.id !== request.worker?.id);
  const { value: workerId, error: workerError, setError: setWorkerError, change: changeWorker } = useFieldWithError();

  const confirm = async () => {
    if (!workerId) {
      setWorkerError(t('workerRequired'));
      return;
    }
    const outcome = await run('assign', { worker_id: Number(workerId) });
    if (closesDialog(outcome)) onClose();
    else setWorkerError(fieldMessage(outcome, 'worker_id'));
  };

  let body;
  if (isLoading) body = <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} aria-label={t('loadingWorkers')} />;
  else if (isError) body = <Alert severity="error" sx={{ mt: 2 }}>{t('workersFailed')}</Alert>;
  else if (workers.length === 0) body = <Alert severity="info" sx={{ mt: 2 }}>{t('noWorkerFree')}</Alert>;
  else
    body = (
      <TextField
        select
        label={t('assignSelect')}
        required
        value={workerId}
        onChange={(event) => changeWorker(event.target.value)}
        error={Boolean(workerError)}
        helperText={workerError ?? undefined}
        fullWidth
        sx={{ mt: 2 }}
      >
        {workers.map((worker) => (
          <MenuItem key={worker.id} value={String(worker.id)}>
            {worker.name}
          </MenuItem>
        ))}
      </TextField>
    );

  return (
    <ConfirmDialog
      {...mountedConfirmProps(busyAction === 'assign', confirm, onClose)}
      title={reassigning ? t('reassignTitle') : t('assignTitle')}
      text={
        <>
          <Subject request={request} />
          {reassigning && request.worker ? t('nowWith', { name: request.worker.name }) : ''}. {t('assignText')}
        </>
      }
      confirmLabel={reassigning ? t('reassign') : t('assignConfirm')}
    >
      {body}
    </ConfirmDialog>
  );
}

/** Complete (in progress only), optionally recording the cash taken on the spot. */
export function CompleteRequestDialog({ request, onClose }: RequestDialogProps) {
  const t = useTexts(requestCatalogue);
  const { run, busyAction } = useRequestAction(request);
  const [recordCash, setRecordCash] = useState(false);
  const [rupees, setRupees] = useState(() => paiseToRupeesInput(request.amount_paise));
  const [cashError, setCashError] = useState<string | null>(null);

  const confirm = async () => {
    let cash: number | undefined;
    if (recordCash) {
      const paise = rupeesToPaise(rupees);
      if (paise === null) {
        setCashError(t('cashInvalid'));
        return;
      }
      const parsed = completeRequestBodySchema.safeParse({ version: request.version, cash_payment_paise: paise });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        setCashError(issue ? schemaIssueText(issue, paise) : t('cashInvalid'));
        return;
      }
      cash = paise;
    }
    const outcome = await run('complete', cash === undefined ? {} : { cash_payment_paise: cash });
    if (closesDialog(outcome)) onClose();
    else setCashError(fieldMessage(outcome, 'cash_payment_paise'));
  };

  return (
    <ConfirmDialog
      {...mountedConfirmProps(busyAction === 'complete', confirm, onClose)}
      title={t('completeTitle')}
      text={
        <>
          <Subject request={request} />, {formatInr(request.amount_paise)}. {t('completeText')}
        </>
      }
      confirmLabel={t('completeConfirm')}
    >
      <Stack spacing={1} sx={{ mt: 1 }}>
        {isBeforeScheduledDay(request) ? <Alert severity="warning">{t('earlyCompleteText', { when: formatDateTime(request.scheduled_at) })}</Alert> : null}
        <FormControlLabel
          control={
            <Checkbox
              checked={recordCash}
              onChange={(event) => {
                setRecordCash(event.target.checked);
                setCashError(null);
              }}
            />
          }
          label={t('recordCash')}
        />
        {recordCash ? (
          <TextField
            label={t('cashAmount')}
            required
            inputMode="decimal"
            value={rupees}
            onChange={(event) => {
              setRupees(event.target.value);
              setCashError(null);
            }}
            error={Boolean(cashError)}
            helperText={cashError ?? t('cashHelp')}
            fullWidth
          />
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}

/** Cancel (pending, accepted or assigned): an active reason is required, the note is optional. */
export function CancelRequestDialog({ request, onClose }: RequestDialogProps) {
  const t = useTexts(requestCatalogue);
  const { run, busyAction } = useRequestAction(request);
  const { data, isLoading, isError } = useListReasonsQuery({ active: 'true', page_size: ALL_OPTIONS });
  const reasons = data?.data ?? [];
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});

  const confirm = async () => {
    const parsed = cancelRequestBodySchema.safeParse({ version: request.version, reason_id: reasonId ? Number(reasonId) : undefined, note });
    if (!parsed.success) {
      const values: Record<string, unknown> = { reason_id: reasonId || undefined, note };
      const issue = (field: string) => {
        const found = parsed.error.issues.find((item) => item.path[0] === field);
        return found ? schemaIssueText(found, values[field]) : undefined;
      };
      setErrors({ reason: issue('reason_id'), note: issue('note') });
      return;
    }
    const outcome = await run('cancel', { reason_id: parsed.data.reason_id, note: parsed.data.note });
    if (closesDialog(outcome)) onClose();
    else if (outcome.kind === 'invalid') {
      const details = outcome.error.data.details ?? [];
      const noteDetail = details.find((detail) => detail.field === 'note');
      setErrors(noteDetail ? { note: fieldErrorText(noteDetail) } : { reason: fieldMessage(outcome, 'reason_id') ?? undefined });
    }
  };

  return (
    <ConfirmDialog
      {...mountedConfirmProps(busyAction === 'cancel', confirm, onClose)}
      title={t('cancelTitle')}
      text={<Subject request={request} then={t('cancelText')} />}
      confirmLabel={t('cancelConfirm')}
      cancelLabel={t('keep')}
      destructive
    >
      {isLoading ? <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} aria-label={t('loadingReasons')} /> : null}
      {isError ? <Alert severity="error" sx={{ mt: 2 }}>{t('reasonsFailed')}</Alert> : null}
      {data && reasons.length === 0 ? <Alert severity="info" sx={{ mt: 2 }}>{t('noReasons')}</Alert> : null}
      {reasons.length > 0 ? (
        <TextField
          select
          label={t('cancelReason')}
          required
          value={reasonId}
          onChange={(event) => {
            setReasonId(event.target.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
          error={Boolean(errors.reason)}
          helperText={errors.reason}
          fullWidth
          sx={{ mt: 2 }}
        >
          {reasons.map((reason) => (
            <MenuItem key={reason.id} value={String(reason.id)}>
              {reason.text}
            </MenuItem>
          ))}
        </TextField>
      ) : errors.reason ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errors.reason}
        </Alert>
      ) : null}
      <ConfirmNoteField
        label={t('cancelNote')}
        value={note}
        onChange={(value) => {
          setNote(value);
          setErrors((current) => ({ ...current, note: undefined }));
        }}
        error={errors.note}
      />
    </ConfirmDialog>
  );
}

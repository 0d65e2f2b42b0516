import type { ReactNode } from 'react';
import { Alert, Checkbox, FormControlLabel, MenuItem, Skeleton, Stack, TextField } from '@mui/material';
import { Controller, useController, type FieldValues, type Resolver } from 'react-hook-form';
import {
  cancelRequestBodySchema,
  completeRequestBodySchema,
  formatInr,
  paiseToRupeesInput,
  rejectRequestBodySchema,
  rupeesToPaise,
  type RequestAction,
  type ServiceRequestDetails,
} from '@carcare/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { mountedConfirmProps } from '../../components/useConfirmTarget';
import { ConfirmNoteField } from '../../components/ConfirmNoteField';
import { formatDateTime } from '../../components/format/dates';
import { useConsoleForm, type ConsoleFormOptions } from '../../components/form/useConsoleForm';
import { FormSelectField } from '../../components/form/FormSelectField';
import { choiceResolver } from '../../components/form/choiceResolver';
import { fieldProps } from '../../components/form/entityForm';
import { isBeforeScheduledDay } from './isBeforeScheduledDay';
import { useListReasonsQuery } from '../reasons/public';
import { ALL_OPTIONS, useRequestAssignableWorkersQuery, type RequestActionBody } from './requestsApi';
import { useRequestAction, type ActionOutcome } from './useRequestAction';
import { useTexts } from '../../i18n/useTexts';
import { requestCatalogue } from './requestTexts';
import { schemaIssueText } from '../../components/form/fieldErrorText';

export interface RequestDialogProps {
  request: ServiceRequestDetails;
  onClose: () => void;
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

/** Reject or cancel: a red question about the request, whose Cancel button keeps it as it is. */
function StopDialog({ confirmProps, request, texts, children }: { confirmProps: ReturnType<typeof mountedConfirmProps>; request: ServiceRequestDetails; texts: { title: string; text: string; confirm: string }; children: ReactNode }) {
  const t = useTexts(requestCatalogue);
  return (
    <ConfirmDialog {...confirmProps} title={texts.title} text={<Subject request={request} then={texts.text} />} confirmLabel={texts.confirm} cancelLabel={t('keep')} destructive>
      {children}
    </ConfirmDialog>
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

type ActionFormOptions<V extends FieldValues, O> = Omit<ConsoleFormOptions<V, O>, 'onSave' | 'clearErrorOnChange'> & {
  /** What the action sends besides the version. */
  bodyOf: (body: O) => Omit<RequestActionBody, 'version'>;
};

/**
 * A status change asked with fields: they are checked, the action runs with the version shown,
 * a 400's messages land on the fields, and the dialog closes once the request moved on.
 */
function useActionForm<V extends FieldValues, O>(request: ServiceRequestDetails, action: RequestAction, onClose: () => void, { bodyOf, ...options }: ActionFormOptions<V, O>) {
  const { run, busyAction } = useRequestAction(request);
  const controller = useConsoleForm<V, O>({
    ...options,
    clearErrorOnChange: true,
    onSave: async (body) => {
      const outcome = await run(action, bodyOf(body));
      if (closesDialog(outcome)) onClose();
      return outcome.kind === 'invalid' ? outcome.error : undefined;
    },
  });
  return { form: controller.form, confirmProps: mountedConfirmProps(busyAction === action, controller.submit, onClose) };
}

/** Reject (pending only): asks first, and the note is required. */
export function RejectRequestDialog({ request, onClose }: RequestDialogProps) {
  const t = useTexts(requestCatalogue);
  const { form, confirmProps } = useActionForm<{ version: number; note: string }, { note: string }>(request, 'reject', onClose, {
    schema: rejectRequestBodySchema,
    defaultValues: { version: request.version, note: '' },
    serverFields: ['note'],
    problemField: 'note',
    bodyOf: ({ note }) => ({ note }),
  });

  return (
    <StopDialog confirmProps={confirmProps} request={request} texts={{ title: t('rejectTitle'), text: t('rejectText'), confirm: t('rejectConfirm') }}>
      <ConfirmNoteField control={form.control} name="note" label={t('rejectNote')} required autoFocus />
    </StopDialog>
  );
}

/** Assign or reassign: a worker of the request's workshop who is free that day. */
export function AssignWorkerDialog({ request, onClose }: RequestDialogProps) {
  const t = useTexts(requestCatalogue);
  const reassigning = request.status === 'assigned';
  // Who is free changes by the minute: ask again at every opening.
  const { data, isLoading, isError } = useRequestAssignableWorkersQuery(request.id, { refetchOnMountOrArgChange: true });
  const workers = (data?.data ?? []).filter((worker) => worker.id !== request.worker?.id);
  const { form, confirmProps } = useActionForm<{ worker_id: string }, { worker_id: number }>(request, 'assign', onClose, {
    resolver: choiceResolver('worker_id', t('workerRequired')),
    defaultValues: { worker_id: '' },
    serverFields: ['worker_id'],
    problemField: 'worker_id',
    bodyOf: ({ worker_id }) => ({ worker_id }),
  });

  let body;
  if (isLoading) body = <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} aria-label={t('loadingWorkers')} />;
  else if (isError) body = <Alert severity="error" sx={{ mt: 2 }}>{t('workersFailed')}</Alert>;
  else if (workers.length === 0) body = <Alert severity="info" sx={{ mt: 2 }}>{t('noWorkerFree')}</Alert>;
  else
    body = (
      <FormSelectField control={form.control} name="worker_id" label={t('assignSelect')} required sx={{ mt: 2 }}>
        {workers.map((worker) => (
          <MenuItem key={worker.id} value={String(worker.id)}>
            {worker.name}
          </MenuItem>
        ))}
      </FormSelectField>
    );

  return (
    <ConfirmDialog
      {...confirmProps}
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

interface CashValues {
  record: boolean;
  rupees: string;
}

/** The cash taken, when recorded: rupees typed, paise checked with the contract's schema and sent. */
function cashResolver(version: number, invalid: string): Resolver<CashValues, unknown, { cash_payment_paise?: number }> {
  return ({ record, rupees }) => {
    if (!record) return { values: {}, errors: {} };
    const refused = (message: string) => ({ values: {}, errors: { rupees: { type: 'validate', message } } });
    const paise = rupeesToPaise(rupees);
    if (paise === null) return refused(invalid);
    const parsed = completeRequestBodySchema.safeParse({ version, cash_payment_paise: paise });
    if (parsed.success) return { values: { cash_payment_paise: paise }, errors: {} };
    const issue = parsed.error.issues[0];
    return refused(issue ? schemaIssueText(issue, paise) : invalid);
  };
}

/** Complete (in progress only), optionally recording the cash taken on the spot. */
export function CompleteRequestDialog({ request, onClose }: RequestDialogProps) {
  const t = useTexts(requestCatalogue);
  const { form, confirmProps } = useActionForm(request, 'complete', onClose, {
    resolver: cashResolver(request.version, t('cashInvalid')),
    defaultValues: { record: false, rupees: paiseToRupeesInput(request.amount_paise) },
    serverFields: ['cash_payment_paise'],
    fieldOf: () => 'rupees',
    problemField: 'rupees',
    bodyOf: (body) => body,
  });
  const { field: record } = useController({ control: form.control, name: 'record' });

  return (
    <ConfirmDialog
      {...confirmProps}
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
              checked={record.value}
              onChange={(event) => {
                record.onChange(event.target.checked);
                form.clearErrors('rupees');
              }}
            />
          }
          label={t('recordCash')}
        />
        {record.value ? <TextField label={t('cashAmount')} required inputMode="decimal" {...fieldProps(form, 'rupees', t('cashHelp'))} /> : null}
      </Stack>
    </ConfirmDialog>
  );
}

/** Cancel (pending, accepted or assigned): an active reason is required, the note is optional. */
export function CancelRequestDialog({ request, onClose }: RequestDialogProps) {
  const t = useTexts(requestCatalogue);
  const { data, isLoading, isError } = useListReasonsQuery({ active: 'true', page_size: ALL_OPTIONS });
  const reasons = data?.data ?? [];
  const { form, confirmProps } = useActionForm<{ version: number; reason_id?: number; note: string }, { reason_id: number; note: string }>(request, 'cancel', onClose, {
    schema: cancelRequestBodySchema,
    defaultValues: { version: request.version, reason_id: undefined, note: '' },
    serverFields: ['reason_id', 'note'],
    problemField: 'reason_id',
    bodyOf: ({ reason_id, note }) => ({ reason_id, note }),
  });
  const reasonError = form.formState.errors.reason_id?.message;

  return (
    <StopDialog confirmProps={confirmProps} request={request} texts={{ title: t('cancelTitle'), text: t('cancelText'), confirm: t('cancelConfirm') }}>
      {isLoading ? <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} aria-label={t('loadingReasons')} /> : null}
      {isError ? <Alert severity="error" sx={{ mt: 2 }}>{t('reasonsFailed')}</Alert> : null}
      {data && reasons.length === 0 ? <Alert severity="info" sx={{ mt: 2 }}>{t('noReasons')}</Alert> : null}
      {reasons.length > 0 ? (
        <Controller
          control={form.control}
          name="reason_id"
          render={({ field }) => (
            <TextField
              select
              label={t('cancelReason')}
              required
              name={field.name}
              inputRef={field.ref}
              value={field.value === undefined ? '' : String(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value))}
              onBlur={field.onBlur}
              error={Boolean(reasonError)}
              helperText={reasonError}
              fullWidth
              sx={{ mt: 2 }}
            >
              {reasons.map((reason) => (
                <MenuItem key={reason.id} value={String(reason.id)}>
                  {reason.text}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : reasonError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {reasonError}
        </Alert>
      ) : null}
      <ConfirmNoteField control={form.control} name="note" label={t('cancelNote')} />
    </StopDialog>
  );
}

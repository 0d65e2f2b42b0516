import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { REASON_AUDIENCES, createReasonBodySchema, updateReasonBodySchema, type CancellationReason, type CreateReasonBody } from '@carcare/contracts';
import { FormDialog, FormDialogForm } from '../../components/FormDialog';
import { selectFieldProps } from '../../components/form/selectFieldProps';
import { fieldProps } from '../../components/form/entityForm';
import { SaveProblemAlert } from '../../components/form/FormParts';
import { useEntityForm } from '../../components/form/useEntityForm';
import { useCreateReasonMutation, useUpdateReasonMutation } from './reasonsApi';
import { AUDIENCE_LABELS, REASON_TEXTS as T } from './reasonTexts';

interface ReasonFormValues {
  text: string;
  audience: CancellationReason['audience'];
  active: boolean;
  version?: number;
}

const FIELDS = ['text', 'audience', 'active'] as const;
const TITLE_ID = 'reason-dialog-title';

export interface ReasonDialogProps {
  open: boolean;
  /** The reason to edit, or null to add one. */
  reason: CancellationReason | null;
  onClose: () => void;
  /** Fetches the latest copy after a stale-version 409. */
  onReload: () => Promise<unknown>;
}

function ReasonForm({ reason, onClose, onReload }: Omit<ReasonDialogProps, 'open'>) {
  const { enqueueSnackbar } = useSnackbar();
  const [createReason, { isLoading: creating }] = useCreateReasonMutation();
  const [updateReason, { isLoading: updating }] = useUpdateReasonMutation();
  const initial = useMemo<ReasonFormValues>(
    () => (reason ? { text: reason.text, audience: reason.audience, active: reason.active, version: reason.version } : { text: '', audience: 'customer', active: true }),
    [reason],
  );
  const { form, problem, submit, reload } = useEntityForm<ReasonFormValues, CreateReasonBody & { version?: number }>({
    schema: reason ? updateReasonBodySchema : createReasonBodySchema,
    initial,
    onReload: reason ? onReload : undefined,
    fieldPaths: FIELDS,
    duplicateField: 'text',
    onSave: async (body) => {
      const result = reason ? await updateReason({ id: reason.id, body: { ...body, version: body.version ?? reason.version } }) : await createReason(body);
      if (result.error) return result.error;
      enqueueSnackbar(reason ? T.saved : T.created, { variant: 'success' });
      onClose();
      return undefined;
    },
  });
  const saving = creating || updating;
  const errors = form.formState.errors;

  return (
    <FormDialogForm
      titleId={TITLE_ID}
      title={reason ? T.editTitle : T.addTitle}
      onSubmit={submit}
      onCancel={onClose}
      saving={saving}
      cancelLabel={T.cancel}
      saveLabel={T.save}
    >
      <SaveProblemAlert problem={problem} onReload={reload} />
      <TextField label={T.text} required autoFocus multiline minRows={2} {...fieldProps(form, 'text', T.textHint)} />
      <Controller
        control={form.control}
        name="audience"
        render={({ field }) => (
          <TextField
            {...selectFieldProps(field)}
            label={T.audience}
            required
            id="field-audience"
            error={Boolean(errors.audience)}
            helperText={errors.audience?.message ?? T.audienceHint}
          >
            {REASON_AUDIENCES.map((audience) => (
              <MenuItem key={audience} value={audience}>
                {AUDIENCE_LABELS[audience]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
            label={T.activeLabel}
          />
        )}
      />
    </FormDialogForm>
  );
}

/** Add or edit a cancellation reason: text, audience, active. */
export function ReasonDialog({ open, reason, onClose, onReload }: ReasonDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} titleId={TITLE_ID}>
      <ReasonForm key={reason?.id ?? 'new'} reason={reason} onClose={onClose} onReload={onReload} />
    </FormDialog>
  );
}

import { Controller } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { REASON_AUDIENCES, createReasonBodySchema, updateReasonBodySchema, type CancellationReason, type CreateReasonBody } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { selectFieldProps } from '../../components/form/selectFieldProps';
import { fieldProps } from '../../components/form/entityForm';
import { SwitchField } from '../../components/form/FormParts';
import { useEntityDialogForm } from '../../components/form/useEntityDialogForm';
import { useCreateReasonMutation, useUpdateReasonMutation } from './reasonsApi';
import { AUDIENCE_LABELS, REASON_TEXTS as T } from './reasonTexts';

/** A new reason: for customers, offered at once. */
const BLANK: { text: string; audience: CancellationReason['audience']; active: boolean } = { text: '', audience: 'customer', active: true };

export interface ReasonDialogProps {
  open: boolean;
  /** The reason to edit, or null to add one. */
  reason: CancellationReason | null;
  onClose: () => void;
  /** Fetches the latest copy after a stale-version 409. */
  onReload: () => Promise<unknown>;
}

function ReasonForm({ reason, onClose, onReload }: Omit<ReasonDialogProps, 'open'>) {
  const [createReason] = useCreateReasonMutation();
  const [updateReason] = useUpdateReasonMutation();
  const controller = useEntityDialogForm<CancellationReason, typeof BLANK, CreateReasonBody>({
    entity: reason,
    blank: BLANK,
    createSchema: createReasonBodySchema,
    updateSchema: updateReasonBodySchema,
    create: (body) => createReason(body),
    update: (id, body) => updateReason({ id, body }),
    texts: T,
    onClose,
    onReload,
    duplicateField: 'text',
  });
  const { form } = controller;
  const errors = form.formState.errors;

  return (
    <FormDialog controller={controller} titleId="reason-dialog-title" title={reason ? T.editTitle : T.addTitle} onClose={onClose} cancelLabel={T.cancel} saveLabel={T.save}>
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
      <SwitchField control={form.control} name="active" label={T.activeLabel} />
    </FormDialog>
  );
}

/** Add or edit a cancellation reason: text, audience, active. Mounted afresh at each opening. */
export function ReasonDialog({ open, reason, onClose, onReload }: ReasonDialogProps) {
  return open ? <ReasonForm key={reason?.id ?? 'new'} reason={reason} onClose={onClose} onReload={onReload} /> : null;
}

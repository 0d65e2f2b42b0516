import { TextField } from '@mui/material';
import { REASON_AUDIENCES, createReasonBodySchema, updateReasonBodySchema, type CancellationReason, type CreateReasonBody } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { FormSelectField } from '../../components/form/FormSelectField';
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

  return (
    <FormDialog controller={controller} titleId="reason-dialog-title" title={reason ? T.editTitle : T.addTitle} onClose={onClose} cancelLabel={T.cancel} saveLabel={T.save}>
      <TextField label={T.text} required autoFocus multiline minRows={2} {...fieldProps(form, 'text', T.textHint)} />
      <FormSelectField control={form.control} name="audience" label={T.audience} required id="field-audience" helperText={T.audienceHint} options={REASON_AUDIENCES} labels={AUDIENCE_LABELS} />
      <SwitchField control={form.control} name="active" label={T.activeLabel} />
    </FormDialog>
  );
}

/** Add or edit a cancellation reason: text, audience, active. Mounted afresh at each opening. */
export function ReasonDialog({ open, reason, onClose, onReload }: ReasonDialogProps) {
  return open ? <ReasonForm key={reason?.id ?? 'new'} reason={reason} onClose={onClose} onReload={onReload} /> : null;
}

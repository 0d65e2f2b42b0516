import { useMemo } from 'react';
import { TextField } from '@mui/material';
import { REASON_AUDIENCES, createReasonBodySchema, updateReasonBodySchema, type CancellationReason, type CreateReasonBody } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { FormSelectField } from '../../components/form/FormSelectField';
import { fieldProps } from '../../components/form/entityForm';
import { SwitchField } from '../../components/form/FormParts';
import { useEntityDialogForm } from '../../components/form/useEntityDialogForm';
import { useCreateReasonMutation, useUpdateReasonMutation } from './reasonsApi';
import { useTexts } from '../../i18n/useTexts';
import { reasonCatalogue, type ReasonText } from './reasonTexts';
import { requiredTextSchema } from '../../components/form/textSchemas';

// The contract's limit of a reason's text (createReasonBodySchema); the server checks the same.
const TEXT_MAX = 160;

/** The contract's bodies, with the messages a person can cause in the language shown. */
function reasonSchemas(t: ReasonText) {
  const text = requiredTextSchema(TEXT_MAX, { required: t('textRequired'), tooLong: t('textTooLong', { max: TEXT_MAX }) });
  return { create: createReasonBodySchema.extend({ text }), update: updateReasonBodySchema.extend({ text }) };
}

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
  const t = useTexts(reasonCatalogue);
  const schemas = useMemo(() => reasonSchemas(t), [t]);
  const audienceLabels = Object.fromEntries(REASON_AUDIENCES.map((audience) => [audience, t(`audience.${audience}`)]));
  const [createReason] = useCreateReasonMutation();
  const [updateReason] = useUpdateReasonMutation();
  const controller = useEntityDialogForm<CancellationReason, typeof BLANK, CreateReasonBody>({
    entity: reason,
    blank: BLANK,
    createSchema: schemas.create,
    updateSchema: schemas.update,
    create: (body) => createReason(body),
    update: (id, body) => updateReason({ id, body }),
    texts: { saved: t('saved'), created: t('created') },
    onClose,
    onReload,
    duplicateField: 'text',
  });
  const { form } = controller;

  return (
    <FormDialog controller={controller} titleId="reason-dialog-title" title={reason ? t('editTitle') : t('addTitle')} onClose={onClose} cancelLabel={t('cancel')} saveLabel={t('save')}>
      <TextField label={t('text')} required autoFocus multiline minRows={2} {...fieldProps(form, 'text', t('textHint'))} />
      <FormSelectField control={form.control} name="audience" label={t('audience')} required id="field-audience" helperText={t('audienceHint')} options={REASON_AUDIENCES} labels={audienceLabels} />
      <SwitchField control={form.control} name="active" label={t('activeLabel')} />
    </FormDialog>
  );
}

/** Add or edit a cancellation reason: text, audience, active. Mounted afresh at each opening. */
export function ReasonDialog({ open, reason, onClose, onReload }: ReasonDialogProps) {
  return open ? <ReasonForm key={reason?.id ?? 'new'} reason={reason} onClose={onClose} onReload={onReload} /> : null;
}

import { useMemo } from 'react';
import { TextField } from '@mui/material';
import { REASON_AUDIENCES, createReasonBodySchema, updateReasonBodySchema, type CancellationReason, type CreateReasonBody } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { FormSelectField } from '../../components/form/FormSelectField';
import { fieldProps } from '../../components/form/entityForm';
import { SwitchField } from '../../components/form/FormParts';
import { useEntityDialogForm } from '../../components/form/useEntityDialogForm';
import { entityDialog, type EntityFormProps } from '../../components/form/entityDialog';
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

function ReasonForm(props: EntityFormProps<CancellationReason>) {
  const t = useTexts(reasonCatalogue);
  const audienceLabels = Object.fromEntries(REASON_AUDIENCES.map((audience) => [audience, t(`audience.${audience}`)]));
  const controller = useEntityDialogForm<CancellationReason, typeof BLANK, CreateReasonBody>({
    ...props,
    blank: BLANK,
    schemas: useMemo(() => reasonSchemas(t), [t]),
    mutations: [useCreateReasonMutation, useUpdateReasonMutation],
    texts: { saved: t('saved'), created: t('created') },
    duplicateField: 'text',
  });
  const { form } = controller;

  return (
    <FormDialog controller={controller} titleId="reason-dialog-title" title={props.entity ? t('editTitle') : t('addTitle')} onClose={props.onClose} cancelLabel={t('cancel')} saveLabel={t('save')}>
      <TextField label={t('text')} required autoFocus multiline minRows={2} {...fieldProps(form, 'text', t('textHint'))} />
      <FormSelectField control={form.control} name="audience" label={t('audience')} required id="field-audience" helperText={t('audienceHint')} options={REASON_AUDIENCES} labels={audienceLabels} />
      <SwitchField control={form.control} name="active" label={t('activeLabel')} />
    </FormDialog>
  );
}

/** Add or edit a cancellation reason: text, audience, active. */
export const ReasonDialog = entityDialog(ReasonForm);

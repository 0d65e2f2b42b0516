import { useMemo } from 'react';
import { TextField } from '@mui/material';
import { createInclusionBodySchema, updateInclusionBodySchema, type CreateInclusionBody, type ServiceInclusion } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps } from '../../components/form/entityForm';
import { SwitchField } from '../../components/form/FormParts';
import { useEntityDialogForm } from '../../components/form/useEntityDialogForm';
import { useCreateInclusionMutation, useUpdateInclusionMutation } from './inclusionsApi';
import { useTexts } from '../../i18n/useTexts';
import { serviceCatalogue, type ServiceText } from './serviceTexts';
import { optionalTextSchema, requiredTextSchema } from '../../components/form/textSchemas';

// The contract's limits of an inclusion (createInclusionBodySchema); the server checks the same.
const NAME_MAX = 80;
const DESCRIPTION_MAX = 300;

/** The contract's bodies, with the messages a person can cause in the language shown. */
function inclusionSchemas(t: ServiceText) {
  const fields = {
    name: requiredTextSchema(NAME_MAX, { required: t('nameRequired'), tooLong: t('nameTooLong', { max: NAME_MAX }) }),
    description: optionalTextSchema(DESCRIPTION_MAX, t('descriptionTooLong', { max: DESCRIPTION_MAX })),
  };
  return { create: createInclusionBodySchema.extend(fields), update: updateInclusionBodySchema.extend(fields) };
}

/** A new inclusion: offered at once. */
const BLANK = { name: '', description: '', active: true };

export interface InclusionDialogProps {
  open: boolean;
  /** The inclusion to edit, or null to add one. */
  inclusion: ServiceInclusion | null;
  onClose: () => void;
  /** Fetches the latest copy after a stale-version 409. */
  onReload: () => Promise<unknown>;
}

function InclusionForm({ inclusion, onClose, onReload }: Omit<InclusionDialogProps, 'open'>) {
  const t = useTexts(serviceCatalogue);
  const schemas = useMemo(() => inclusionSchemas(t), [t]);
  const [createInclusion] = useCreateInclusionMutation();
  const [updateInclusion] = useUpdateInclusionMutation();
  const controller = useEntityDialogForm<ServiceInclusion, typeof BLANK, CreateInclusionBody>({
    entity: inclusion,
    blank: BLANK,
    createSchema: schemas.create,
    updateSchema: schemas.update,
    create: (body) => createInclusion(body),
    update: (id, body) => updateInclusion({ id, body }),
    texts: { saved: t('inclusion.saved'), created: t('inclusion.created') },
    onClose,
    onReload,
    duplicateField: 'name',
  });
  const { form } = controller;

  return (
    <FormDialog controller={controller} titleId="inclusion-dialog-title" title={inclusion ? t('inclusion.editTitle') : t('inclusion.addTitle')} onClose={onClose} cancelLabel={t('inclusion.cancel')} saveLabel={t('inclusion.save')}>
      <TextField label={t('inclusion.name')} required autoFocus {...fieldProps(form, 'name')} />
      <TextField label={t('inclusion.description')} multiline minRows={2} {...fieldProps(form, 'description')} />
      <SwitchField control={form.control} name="active" label={t('inclusion.activeLabel')} />
    </FormDialog>
  );
}

/** Add or edit an inclusion: name, description, active. Mounted afresh at each opening. */
export function InclusionDialog({ open, inclusion, onClose, onReload }: InclusionDialogProps) {
  return open ? <InclusionForm key={inclusion?.id ?? 'new'} inclusion={inclusion} onClose={onClose} onReload={onReload} /> : null;
}

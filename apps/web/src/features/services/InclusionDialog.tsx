import { useMemo } from 'react';
import { TextField } from '@mui/material';
import { createInclusionBodySchema, updateInclusionBodySchema, type CreateInclusionBody, type ServiceInclusion } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps } from '../../components/form/entityForm';
import { SwitchField } from '../../components/form/FormParts';
import { useEntityDialogForm } from '../../components/form/useEntityDialogForm';
import { entityDialog, type EntityFormProps } from '../../components/form/entityDialog';
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

function InclusionForm(props: EntityFormProps<ServiceInclusion>) {
  const t = useTexts(serviceCatalogue);
  const controller = useEntityDialogForm<ServiceInclusion, typeof BLANK, CreateInclusionBody>({
    ...props,
    blank: BLANK,
    schemas: useMemo(() => inclusionSchemas(t), [t]),
    mutations: [useCreateInclusionMutation, useUpdateInclusionMutation],
    texts: { saved: t('inclusion.saved'), created: t('inclusion.created') },
    duplicateField: 'name',
  });
  const { form } = controller;

  return (
    <FormDialog controller={controller} titleId="inclusion-dialog-title" title={props.entity ? t('inclusion.editTitle') : t('inclusion.addTitle')} onClose={props.onClose} cancelLabel={t('inclusion.cancel')} saveLabel={t('inclusion.save')}>
      <TextField label={t('inclusion.name')} required autoFocus {...fieldProps(form, 'name')} />
      <TextField label={t('inclusion.description')} multiline minRows={2} {...fieldProps(form, 'description')} />
      <SwitchField control={form.control} name="active" label={t('inclusion.activeLabel')} />
    </FormDialog>
  );
}

/** Add or edit an inclusion: name, description, active. */
export const InclusionDialog = entityDialog(InclusionForm);

import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { FormControlLabel, Switch, TextField } from '@mui/material';
import { createInclusionBodySchema, updateInclusionBodySchema, type CreateInclusionBody, type ServiceInclusion } from '@carcare/contracts';
import { FormDialog, FormDialogForm } from '../../components/FormDialog';
import { fieldProps } from '../../components/form/entityForm';
import { SaveProblemAlert } from '../../components/form/FormParts';
import { useEntityForm } from '../../components/form/useEntityForm';
import { useCreateInclusionMutation, useUpdateInclusionMutation } from './inclusionsApi';
import { INCLUSION_TEXTS as T } from './serviceTexts';

interface InclusionFormValues {
  name: string;
  description: string;
  active: boolean;
  version?: number;
}

const FIELDS = ['name', 'description', 'active'] as const;
const TITLE_ID = 'inclusion-dialog-title';

export interface InclusionDialogProps {
  open: boolean;
  /** The inclusion to edit, or null to add one. */
  inclusion: ServiceInclusion | null;
  onClose: () => void;
  /** Fetches the latest copy after a stale-version 409. */
  onReload: () => Promise<unknown>;
}

function InclusionForm({ inclusion, onClose, onReload }: Omit<InclusionDialogProps, 'open'>) {
  const { enqueueSnackbar } = useSnackbar();
  const [createInclusion, { isLoading: creating }] = useCreateInclusionMutation();
  const [updateInclusion, { isLoading: updating }] = useUpdateInclusionMutation();
  const initial = useMemo<InclusionFormValues>(
    () => (inclusion ? { name: inclusion.name, description: inclusion.description, active: inclusion.active, version: inclusion.version } : { name: '', description: '', active: true }),
    [inclusion],
  );
  const { form, problem, submit, reload } = useEntityForm<InclusionFormValues, CreateInclusionBody & { version?: number }>({
    schema: inclusion ? updateInclusionBodySchema : createInclusionBodySchema,
    initial,
    onReload: inclusion ? onReload : undefined,
    fieldPaths: FIELDS,
    duplicateField: 'name',
    onSave: async (body) => {
      const result = inclusion ? await updateInclusion({ id: inclusion.id, body: { ...body, version: body.version ?? inclusion.version } }) : await createInclusion(body);
      if (result.error) return result.error;
      enqueueSnackbar(inclusion ? T.saved : T.created, { variant: 'success' });
      onClose();
      return undefined;
    },
  });
  const saving = creating || updating;

  return (
    <FormDialogForm
      titleId={TITLE_ID}
      title={inclusion ? T.editTitle : T.addTitle}
      onSubmit={submit}
      onCancel={onClose}
      saving={saving}
      cancelLabel={T.cancel}
      saveLabel={T.save}
    >
      <SaveProblemAlert problem={problem} onReload={reload} />
      <TextField label={T.name} required autoFocus {...fieldProps(form, 'name')} />
      <TextField label={T.description} multiline minRows={2} {...fieldProps(form, 'description')} />
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

/** Add or edit an inclusion: name, description, active. */
export function InclusionDialog({ open, inclusion, onClose, onReload }: InclusionDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} titleId={TITLE_ID}>
      <InclusionForm key={inclusion?.id ?? 'new'} inclusion={inclusion} onClose={onClose} onReload={onReload} />
    </FormDialog>
  );
}

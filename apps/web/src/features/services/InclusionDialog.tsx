import { TextField } from '@mui/material';
import { createInclusionBodySchema, updateInclusionBodySchema, type CreateInclusionBody, type ServiceInclusion } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { fieldProps } from '../../components/form/entityForm';
import { SwitchField } from '../../components/form/FormParts';
import { useEntityDialogForm } from '../../components/form/useEntityDialogForm';
import { useCreateInclusionMutation, useUpdateInclusionMutation } from './inclusionsApi';
import { INCLUSION_TEXTS as T } from './serviceTexts';

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
  const [createInclusion] = useCreateInclusionMutation();
  const [updateInclusion] = useUpdateInclusionMutation();
  const controller = useEntityDialogForm<ServiceInclusion, typeof BLANK, CreateInclusionBody>({
    entity: inclusion,
    blank: BLANK,
    createSchema: createInclusionBodySchema,
    updateSchema: updateInclusionBodySchema,
    create: (body) => createInclusion(body),
    update: (id, body) => updateInclusion({ id, body }),
    texts: T,
    onClose,
    onReload,
    duplicateField: 'name',
  });
  const { form } = controller;

  return (
    <FormDialog controller={controller} titleId="inclusion-dialog-title" title={inclusion ? T.editTitle : T.addTitle} onClose={onClose} cancelLabel={T.cancel} saveLabel={T.save}>
      <TextField label={T.name} required autoFocus {...fieldProps(form, 'name')} />
      <TextField label={T.description} multiline minRows={2} {...fieldProps(form, 'description')} />
      <SwitchField control={form.control} name="active" label={T.activeLabel} />
    </FormDialog>
  );
}

/** Add or edit an inclusion: name, description, active. Mounted afresh at each opening. */
export function InclusionDialog({ open, inclusion, onClose, onReload }: InclusionDialogProps) {
  return open ? <InclusionForm key={inclusion?.id ?? 'new'} inclusion={inclusion} onClose={onClose} onReload={onReload} /> : null;
}

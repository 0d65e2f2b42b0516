import { useMemo } from 'react';
import { z } from 'zod';
import { TextField, Typography } from '@mui/material';
import { USER_TYPES, createSavedViewBodySchema, type SavedView } from '@carcare/contracts';
import { useCreateSavedViewMutation, useUpdateSavedViewMutation } from '../../api/savedViewsApi';
import { FormDialog } from '../FormDialog';
import { fieldProps } from '../form/entityForm';
import { FormSelectField } from '../form/FormSelectField';
import { useAfterSave } from '../form/useAfterSave';
import { useConsoleForm } from '../form/useConsoleForm';
import { useTexts } from '../../i18n/useTexts';
import { listCatalogue } from './listTexts';

// The Views panel's forms (ListViewsButton.tsx), in a module of their own: loaded when the panel
// first opens, not with every list page.

const ONLY_ME = '';
const saveViewFormSchema = z.object({ name: createSavedViewBodySchema.shape.name, shared_role: z.enum([ONLY_ME, ...USER_TYPES]) });
type SaveViewForm = z.input<typeof saveViewFormSchema>;

/** Saves the list's current filters and sort under a name, for the admin alone or shared with a role (super admin). */
export function SaveViewDialog({ listKey, query, canShare, onClose }: { listKey: string; query: string; canShare: boolean; onClose: () => void }) {
  const t = useTexts(listCatalogue);
  const shareLabels = useMemo<Record<string, string>>(
    () => ({ [ONLY_ME]: t('views.onlyMe'), ...Object.fromEntries(USER_TYPES.map((role) => [role, t(`views.every.${role}`)])) }),
    [t],
  );
  const [createView] = useCreateSavedViewMutation();
  const afterSave = useAfterSave();
  const controller = useConsoleForm<SaveViewForm, z.output<typeof saveViewFormSchema>>({
    schema: saveViewFormSchema,
    defaultValues: { name: '', shared_role: ONLY_ME },
    serverFields: ['name', 'shared_role'],
    duplicateField: 'name',
    onSave: async ({ name, shared_role: role }) =>
      afterSave(await createView({ list: listKey, name, query, shared_role: role === ONLY_ME ? null : role }), (saved) => t('views.saved', { name: saved.name }), () => onClose()),
  });
  const { form } = controller;
  return (
    <FormDialog controller={controller} onClose={onClose} titleId="save-view-title" title={t('views.saveTitle')} cancelLabel={t('views.cancel')} saveLabel={t('views.save')} narrow intro={<Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('views.saveIntro')}</Typography>}>
      <TextField label={t('views.name')} required autoFocus slotProps={{ htmlInput: { maxLength: 60 } }} {...fieldProps(form, 'name')} />
      {canShare ? <FormSelectField control={form.control} name="shared_role" label={t('views.shareWith')} options={[ONLY_ME, ...USER_TYPES]} labels={shareLabels} /> : null}
    </FormDialog>
  );
}

const renameViewFormSchema = z.object({ name: createSavedViewBodySchema.shape.name });
type RenameViewForm = z.input<typeof renameViewFormSchema>;

/** Renames one of the admin's views; the server's refusal (a name taken in this list) shows on the field. */
export function RenameViewDialog({ view, onClose }: { view: SavedView; onClose: () => void }) {
  const t = useTexts(listCatalogue);
  const [updateView] = useUpdateSavedViewMutation();
  const afterSave = useAfterSave();
  const controller = useConsoleForm<RenameViewForm, z.output<typeof renameViewFormSchema>>({
    schema: renameViewFormSchema,
    defaultValues: { name: view.name },
    serverFields: ['name'],
    duplicateField: 'name',
    onSave: async ({ name }) => afterSave(await updateView({ view, changes: { name } }), (saved) => t('views.renamed', { name: saved.name }), () => onClose()),
  });
  const { form } = controller;
  return (
    <FormDialog controller={controller} onClose={onClose} titleId="rename-view-title" title={t('views.renameTitle')} cancelLabel={t('views.cancel')} saveLabel={t('views.rename')} narrow>
      <TextField label={t('views.name')} required autoFocus slotProps={{ htmlInput: { maxLength: 60 } }} {...fieldProps(form, 'name')} />
    </FormDialog>
  );
}


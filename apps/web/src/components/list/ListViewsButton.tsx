import { useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../snackbar/snackbars';
import { z } from 'zod';
import { Alert, Box, Button, Divider, IconButton, List, ListItem, ListItemButton, ListItemText, ListSubheader, Popover, TextField, Typography } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { USER_TYPES, createSavedViewBodySchema, savedViewQueryOf, type SavedView, type UserType } from '@carcare/contracts';
import { toApiQueryError } from '../../api/baseApi';
import { useCreateSavedViewMutation, useDeleteSavedViewMutation, useListSavedViewsQuery, useUpdateSavedViewMutation } from '../../api/savedViewsApi';
import { useAppSelector } from '../../app/hooks';
import { selectUserType } from '../../features/auth/public';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormDialog } from '../FormDialog';
import { fieldProps } from '../form/entityForm';
import { FormSelectField } from '../form/FormSelectField';
import { useAfterSave } from '../form/useAfterSave';
import { useConsoleForm } from '../form/useConsoleForm';
import { useTexts } from '../../i18n/useTexts';
import { listCatalogue } from './listTexts';
import { serverFailureText } from '../form/fieldErrorText';

const ONLY_ME = '';
const saveViewFormSchema = z.object({ name: createSavedViewBodySchema.shape.name, shared_role: z.enum([ONLY_ME, ...USER_TYPES]) });
type SaveViewForm = z.input<typeof saveViewFormSchema>;

function SaveViewDialog({ listKey, query, canShare, onClose }: { listKey: string; query: string; canShare: boolean; onClose: () => void }) {
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
function RenameViewDialog({ view, onClose }: { view: SavedView; onClose: () => void }) {
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

function ViewGroup({
  title,
  views,
  current,
  onApply,
  onRename,
  onDelete,
}: {
  title: string;
  views: SavedView[];
  current: string;
  onApply: (view: SavedView) => void;
  onRename?: (view: SavedView) => void;
  onDelete?: (view: SavedView) => void;
}) {
  const t = useTexts(listCatalogue);
  if (views.length === 0) return null;
  return (
    <List dense disablePadding subheader={<ListSubheader disableSticky sx={{ px: 2, lineHeight: '32px' }}>{title}</ListSubheader>}>
      {views.map((view) => (
        <ListItem
          key={view.id}
          disablePadding
          secondaryAction={
            onDelete || onRename ? (
              <Box sx={{ display: 'flex' }}>
                {onRename ? (
                  <IconButton size="small" aria-label={t('views.renameLabel', { name: view.name })} onClick={() => onRename(view)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                ) : null}
                {onDelete ? (
                  <IconButton edge="end" size="small" aria-label={t('views.deleteLabel', { name: view.name })} onClick={() => onDelete(view)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                ) : null}
              </Box>
            ) : undefined
          }
          sx={{ '& .MuiListItemButton-root': { pr: onDelete && onRename ? 10 : undefined } }}
        >
          <ListItemButton selected={view.query === current} onClick={() => onApply(view)}>
            <ListItemText
              primary={view.name}
              secondary={view.mine ? (view.shared_role ? t(`views.sharedWith.${view.shared_role}`) : undefined) : t('views.sharedBy', { owner: view.owner_name })}
              slotProps={{ primary: { noWrap: true } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The saved views of a list, next to its Columns button: save the URL's search, filters and sort
 * under a name (a super admin may share it with a role), open one again, delete one's own.
 */
export function ListViewsButton({ listKey }: { listKey: string }) {
  const t = useTexts(listCatalogue);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  const titleId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const userType = useAppSelector(selectUserType) as UserType | null;
  const { data, isError, isLoading } = useListSavedViewsQuery(listKey, { skip: !anchor && !saving });
  const [deleteView, { isLoading: deletingNow }] = useDeleteSavedViewMutation();
  const current = savedViewQueryOf(location.search);
  const views = data?.items ?? [];

  const apply = (view: SavedView) => {
    setAnchor(null);
    void navigate({ pathname: location.pathname, search: view.query ? `?${view.query}` : '' });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteView(deleting);
    if (result.error) enqueueSnackbar(t('views.deleteFailed', { message: serverFailureText(toApiQueryError(result.error).data) }), { variant: 'error' });
    else enqueueSnackbar(t('views.deleted', { name: deleting.name }), { variant: 'success' });
    setDeleting(null);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<BookmarksIcon />} aria-haspopup="dialog" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
        {t('views.button')}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { py: 1, width: 340, maxWidth: 'calc(100vw - 32px)', maxHeight: 'min(480px, calc(100vh - 96px))' } } as object }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ px: 2, pb: 0.5 }}>
          {t('views.title')}
        </Typography>
        <Box sx={{ px: 1 }}>
          <Button
            fullWidth
            startIcon={<BookmarkAddIcon />}
            sx={{ justifyContent: 'flex-start', px: 1 }}
            onClick={() => {
              setAnchor(null);
              setSaving(true);
            }}
          >
            {t('views.saveCurrent')}
          </Button>
        </Box>
        <Divider sx={{ my: 0.5 }} />
        {isError ? (
          <Alert severity="error" sx={{ mx: 2, my: 1 }}>
            {t('views.loadFailed')}
          </Alert>
        ) : null}
        {!isLoading && !isError && views.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, py: 1 }}>
            {t('views.empty')}
          </Typography>
        ) : null}
        <ViewGroup
          title={t('views.mine')}
          views={views.filter((view) => view.mine)}
          current={current}
          onApply={apply}
          onRename={(view) => {
            setAnchor(null);
            setRenaming(view);
          }}
          onDelete={setDeleting}
        />
        <ViewGroup title={t('views.shared')} views={views.filter((view) => !view.mine)} current={current} onApply={apply} />
      </Popover>
      {saving ? <SaveViewDialog listKey={listKey} query={current} canShare={userType === 'super_admin'} onClose={() => setSaving(false)} /> : null}
      {renaming ? <RenameViewDialog view={renaming} onClose={() => setRenaming(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('views.deleteTitle')}
        text={deleting ? t('views.deleteText', { name: deleting.name }) : ''}
        confirmLabel={t('views.delete')}
        destructive
        busy={deletingNow}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

import { Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../snackbar/snackbars';
import { Alert, Box, Button, Divider, IconButton, List, ListItem, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { savedViewQueryOf, type SavedView, type UserType } from '@carcare/contracts';
import { toApiQueryError } from '../../api/baseApi';
import { useDeleteSavedViewMutation, useListSavedViewsQuery } from '../../api/savedViewsApi';
import { useAppSelector } from '../../app/hooks';
import { lazyNamed, loadOnce } from '../../app/lazyPage';
import { selectUserType } from '../../app/session/authSlice';
import { ConfirmDialog } from '../ConfirmDialog';
import { useTexts } from '../../i18n/useTexts';
import { listCatalogue } from './listTexts';
import { ToolbarPopover } from './ToolbarPopover';
import { serverFailureText } from '../form/fieldErrorText';

// The save and rename forms (react-hook-form, their schemas) load when one is first opened, or when
// the Views panel opens: a list's first visit does not carry them.
const loadDialogs = loadOnce(() => import('./SavedViewDialogs'));
const SaveViewDialog = lazyNamed(loadDialogs, 'SaveViewDialog');
const RenameViewDialog = lazyNamed(loadDialogs, 'RenameViewDialog');

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
      <Button
        variant="outlined"
        startIcon={<BookmarksIcon />}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          // The forms are a click away now: their code starts loading (a failure shows when one opens).
          loadDialogs().catch(() => undefined);
        }}
      >
        {t('views.button')}
      </Button>
      <ToolbarPopover anchor={anchor} onClose={() => setAnchor(null)} titleId={titleId} paperSx={{ py: 1, width: 340, maxHeight: 'min(480px, calc(100vh - 96px))' }}>
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
      </ToolbarPopover>
      <Suspense fallback={null}>
        {saving ? <SaveViewDialog listKey={listKey} query={current} canShare={userType === 'super_admin'} onClose={() => setSaving(false)} /> : null}
        {renaming ? <RenameViewDialog view={renaming} onClose={() => setRenaming(null)} /> : null}
      </Suspense>
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

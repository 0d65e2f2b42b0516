import { useState } from 'react';
import { useSnackbar } from '../../components/snackbar/snackbars';
import { Button, Typography } from '@mui/material';
import type { Sop, SopAction } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StatusCard } from '../../components/StatusCard';
import { formatDate } from '../../components/format/dates';
import { allowedSopActions, isEditableSop } from './sopActions';
import { useChangeSopStatusMutation, useDeleteSopMutation, useRestoreSopMutation } from './sopsApi';
import { useUndoSnackbar } from '../../components/snackbar/useUndoSnackbar';
import { useTexts } from '../../i18n/useTexts';
import { SOP_ACTION_DESTRUCTIVE, sopCatalogue } from './sopTexts';
import { serverFailureText } from '../../components/form/fieldErrorText';
import { warningAsText } from '../../theme/warningText';

type Pending = SopAction | 'delete';

export interface SopStatusCardProps {
  sop: Sop;
  /** The form holds unsaved changes: publishing would not include them. */
  dirty: boolean;
  /** A 409 stale copy: the page offers a reload. */
  onStale: (message: string) => void;
  onDeleted: () => void;
}

/** An SOP's status and the changes its state machine allows from here, each confirmed first. */
export function SopStatusCard({ sop, dirty, onStale, onDeleted }: SopStatusCardProps) {
  const { enqueueSnackbar } = useSnackbar();
  const t = useTexts(sopCatalogue);
  const [changeStatus, { isLoading: changing }] = useChangeSopStatusMutation();
  const [deleteSop, { isLoading: deleting }] = useDeleteSopMutation();
  const [restoreSop] = useRestoreSopMutation();
  const offerUndo = useUndoSnackbar();
  // Kept while the dialog closes, so its text does not blank out during the transition.
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (next: Pending) => {
    setPending(next);
    setOpen(true);
  };
  const actions = allowedSopActions(sop.status);
  const canDelete = isEditableSop(sop.status);

  const fail = (error: unknown) => {
    const apiError = apiErrorOf(error);
    const message = apiError ? serverFailureText(apiError.data) : t('actionFailed');
    if (apiError?.data.code === 'STALE_VERSION') onStale(message);
    else enqueueSnackbar(message, { variant: 'error' });
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending === 'delete') {
      const result = await deleteSop({ id: sop.id, version: sop.version });
      setOpen(false);
      if (result.error) return fail(result.error);
      const deleted = result.data;
      offerUndo({ message: t('deleted'), undo: deleted ? async () => (await restoreSop({ id: deleted.id, version: deleted.version })).error : undefined });
      return onDeleted();
    }
    const result = await changeStatus({ id: sop.id, action: pending, version: sop.version });
    setOpen(false);
    if (result.error) return fail(result.error);
    enqueueSnackbar(t(`action.${pending}.done`), { variant: 'success' });
  };

  const dialog =
    pending === 'delete'
      ? { title: t('deleteTitle'), text: t('deleteText'), button: t('delete'), destructive: true }
      : pending
        ? { title: t(`action.${pending}.title`), text: t(`action.${pending}.text`), button: t(`action.${pending}.button`), destructive: SOP_ACTION_DESTRUCTIVE[pending] }
        : null;

  return (
    <StatusCard
      label={t('status')}
      status={sop.status}
      note={t('lastUpdated', { when: formatDate(sop.updated_at) })}
      actions={
        actions.length > 0 || canDelete ? (
          <>
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'publish' ? 'contained' : 'outlined'}
                color={SOP_ACTION_DESTRUCTIVE[action] ? 'warning' : 'primary'}
                sx={SOP_ACTION_DESTRUCTIVE[action] && action !== 'publish' ? warningAsText : undefined}
                // Publishing publishes the saved draft; unsaved edits must be saved first.
                disabled={action === 'publish' && dirty}
                onClick={() => ask(action)}
              >
                {t(`action.${action}.button`)}
              </Button>
            ))}
            {canDelete ? (
              <Button variant="outlined" color="error" onClick={() => ask('delete')}>
                {t('delete')}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
      dialog={
        <ConfirmDialog
          open={open && dialog !== null}
          title={dialog?.title ?? ''}
          text={
            dialog ? (
              <>
                <strong>{sop.title}</strong>. {dialog.text}
              </>
            ) : (
              ''
            )
          }
          confirmLabel={dialog?.button ?? ''}
          destructive={dialog?.destructive}
          busy={changing || deleting}
          onConfirm={() => void confirm()}
          onCancel={() => setOpen(false)}
        />
      }
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {canDelete && dirty ? t('unsavedHint') : canDelete ? null : t('readOnlyHint')}
      </Typography>
    </StatusCard>
  );
}

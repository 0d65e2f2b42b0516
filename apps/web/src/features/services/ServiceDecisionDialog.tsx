import { useSnackbar } from 'notistack';
import { rejectServiceBodySchema, type Service, type ServiceAction } from '@carcare/contracts';
import { apiErrorOf } from '../../api/baseApi';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ConfirmNoteField } from '../../components/ConfirmNoteField';
import { useConfirmNote } from '../../components/useConfirmNote';
import { useDecideServiceMutation } from './servicesApi';
import { SERVICE_ACTION_TEXTS } from './serviceTexts';

export interface PendingDecision {
  service: Pick<Service, 'id' | 'name' | 'version'>;
  action: ServiceAction;
}

export interface ServiceDecisionDialogProps {
  pending: PendingDecision | null;
  onClose: () => void;
  /** A 409 stale copy: the edit page offers a reload (a list just refetches and says why). */
  onStale?: (message: string) => void;
}

/** Asks before approve / reject / activate / deactivate; rejecting needs a note. */
export function ServiceDecisionDialog({ pending, onClose, onStale }: ServiceDecisionDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [decide, { isLoading }] = useDecideServiceMutation();
  const note = useConfirmNote(onClose);
  const texts = SERVICE_ACTION_TEXTS[pending?.action ?? 'approve'];

  const confirm = async () => {
    if (!pending) return;
    const { service, action } = pending;
    if (action === 'reject' && note.checked(rejectServiceBodySchema, service.version, 'Give a reason for rejecting') === null) return;
    const result = await decide({ id: service.id, action, version: service.version, note: note.note.trim() || undefined });
    if (!result.error) {
      enqueueSnackbar(texts.done, { variant: 'success' });
    } else {
      const apiError = apiErrorOf(result.error);
      const message = apiError?.data.message ?? 'Could not change the status.';
      if (apiError?.data.code === 'STALE_VERSION' && onStale) onStale(message);
      else enqueueSnackbar(message, { variant: 'error' });
    }
    note.close();
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={texts.title}
      text={
        pending ? (
          <>
            <strong>{pending.service.name}</strong>. {texts.text}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={texts.button}
      destructive={texts.destructive}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={note.close}
    >
      <ConfirmNoteField label={texts.noteLabel} required={texts.noteRequired} value={note.note} onChange={note.change} error={note.error} />
    </ConfirmDialog>
  );
}

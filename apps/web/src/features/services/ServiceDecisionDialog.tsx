import { rejectServiceBodySchema, type Service, type ServiceAction } from '@carcare/contracts';
import { NoteConfirmDialog } from '../../components/NoteConfirmDialog';
import { useDecideServiceMutation } from './servicesApi';
import { useTexts } from '../../i18n/useTexts';
import { serviceActionTexts, serviceCatalogue } from './serviceTexts';

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
  const t = useTexts(serviceCatalogue);
  const [decide, { isLoading }] = useDecideServiceMutation();
  const texts = serviceActionTexts(t, pending?.action ?? 'approve');
  const service = pending?.service;
  return (
    <NoteConfirmDialog
      open={pending !== null}
      subject={service ? <><strong>{service.name}</strong>.</> : null}
      texts={{ ...texts, confirmLabel: texts.button }}
      busy={isLoading}
      required={service && pending.action === 'reject' ? { schema: rejectServiceBodySchema, version: service.version } : undefined}
      onConfirm={(note) => decide({ id: service!.id, action: pending!.action, version: service!.version, note })}
      failedText={t('statusChangeFailed')}
      onStale={onStale}
      onClose={onClose}
    />
  );
}

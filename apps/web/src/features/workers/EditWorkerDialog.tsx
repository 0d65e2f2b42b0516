import type { Worker } from '@carcare/contracts';
import { FormDialog } from '../../components/FormDialog';
import { useAfterSave } from '../../components/form/useAfterSave';
import { useUpdateWorkerMutation } from './workersApi';
import { useWorkerForm } from './workerForm';
import { WorkerFields } from './WorkerFields';
import { useTexts } from '../../i18n/useTexts';
import { workerCatalogue } from './workerTexts';

export interface EditWorkerDialogProps {
  worker: Worker;
  onClose: () => void;
  /** Fetches the latest copy after a stale-version 409. */
  onReload: () => void;
}

function EditWorkerForm({ worker, onClose, onReload }: EditWorkerDialogProps) {
  const t = useTexts(workerCatalogue);
  const afterSave = useAfterSave();
  const [updateWorker] = useUpdateWorkerMutation();
  const controller = useWorkerForm({
    initial: {
      name: worker.name,
      phone: worker.phone,
      skills: worker.skills,
      id_proof_type: worker.id_proof_type,
      id_proof_number: worker.id_proof_number ?? '',
      joined_on: worker.joined_on,
      version: worker.version,
    },
    onSave: async (body) => afterSave(await updateWorker({ id: worker.id, body: { ...body, version: worker.version } }), t('updated'), () => onClose()),
    onReload,
  });
  const { form } = controller;

  return (
    <FormDialog controller={controller} onClose={onClose} titleId="edit-worker-title" title={t('editTitle')} cancelLabel={t('cancel')} saveLabel={t('saveChanges')} wide>
      <WorkerFields form={form} />
    </FormDialog>
  );
}

/** Edits a worker's details; a newer copy (after Reload) starts the form afresh. */
export function EditWorkerDialog({ open, ...props }: EditWorkerDialogProps & { open: boolean }) {
  return open ? <EditWorkerForm key={props.worker.version} {...props} /> : null;
}

import { Alert, MenuItem } from '@mui/material';
import type { RequestFilter, ServiceRequest } from '@carcare/contracts';
import { BulkConfirmDialog, type BulkController } from '../../components/bulk';
import { useConsoleForm } from '../../components/form/useConsoleForm';
import { choiceResolver } from '../../components/form/choiceResolver';
import { FormSelectField } from '../../components/form/FormSelectField';
import type { Control } from 'react-hook-form';
import { useListWorkersQuery } from '../workers/public';
import { ALL_OPTIONS, useBulkAssignRequestsMutation } from './requestsApi';
import { useTexts } from '../../i18n/useTexts';
import { requestCatalogue } from './requestTexts';

/** The worker to assign: the active workers in the caller's scope (each request's own rules are checked by the server). */
function WorkerSelect({ control, showWorkshop }: { control: Control<{ worker_id: string }, unknown, { worker_id: number }>; showWorkshop: boolean }) {
  const t = useTexts(requestCatalogue);
  const { data, isError } = useListWorkersQuery({ page_size: ALL_OPTIONS, sort: 'name' });
  if (isError) return <Alert severity="error" sx={{ mt: 2 }}>{t('bulk.workersFailed')}</Alert>;
  const workers = (data?.data ?? []).filter((worker) => worker.status === 'active');
  return (
    <FormSelectField control={control} name="worker_id" label={t('bulk.worker')} required sx={{ mt: 2 }}>
      {workers.map((worker) => (
        <MenuItem key={worker.id} value={String(worker.id)}>
          {showWorkshop ? `${worker.name} · ${worker.workshop.name}` : worker.name}
        </MenuItem>
      ))}
    </FormSelectField>
  );
}

/**
 * Assign one worker to every ticked (or matching) request: the bulk bar's question with the worker.
 * The worker's form loads on the first Assign worker (BulkAssignBar), not with the list.
 */
export function BulkAssignDialog({ bulk, asking, onClose, showWorkshop }: { bulk: BulkController<ServiceRequest, RequestFilter>; asking: boolean; onClose: () => void; showWorkshop: boolean }) {
  const t = useTexts(requestCatalogue);
  const [assign, { isLoading }] = useBulkAssignRequestsMutation();
  const { form, check } = useConsoleForm({
    resolver: choiceResolver('worker_id', t('bulk.chooseWorker')),
    defaultValues: { worker_id: '' },
    serverFields: [],
    clearErrorOnChange: true,
  });
  const close = () => {
    onClose();
    form.reset();
  };
  return (
    <BulkConfirmDialog
      open={asking}
      title={t('bulk.title', { count: bulk.count })}
      text={t(bulk.allMatching ? 'bulk.textAllMatching' : 'bulk.textSelected')}
      confirmLabel={t('bulk.confirm', { count: bulk.count })}
      busy={isLoading}
      job={{ count: bulk.count, show: bulk.runsAsJob }}
      onConfirm={async () => {
        const chosen = await check();
        return chosen ? bulk.send((target) => assign({ action: 'assign', worker_id: chosen.worker_id, ...target })) : false;
      }}
      onClose={close}
    >
      {asking ? <WorkerSelect control={form.control} showWorkshop={showWorkshop} /> : null}
    </BulkConfirmDialog>
  );
}

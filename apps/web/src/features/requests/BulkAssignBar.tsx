import { useMemo, useState } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import type { RequestFilter, ServiceRequest } from '@carcare/contracts';
import { BulkActionBar, BulkConfirmDialog, BulkResultsDialog, type BulkController } from '../../components/bulk';
import { useFieldWithError } from '../../components/useConfirmNote';
import { useListWorkersQuery } from '../workers/public';
import { ALL_OPTIONS, useBulkAssignRequestsMutation } from './requestsApi';
import { useTexts } from '../../i18n/useTexts';
import { requestCatalogue } from './requestTexts';

const requestLabel = (request: ServiceRequest) => `${request.code} · ${request.customer_name}`;

/** The worker to assign: the active workers in the caller's scope (each request's own rules are checked by the server). */
function WorkerSelect({ value, error, onChange, showWorkshop }: { value: string; error: string | null; onChange: (value: string) => void; showWorkshop: boolean }) {
  const t = useTexts(requestCatalogue);
  const { data, isError } = useListWorkersQuery({ page_size: ALL_OPTIONS, sort: 'name' });
  if (isError) return <Alert severity="error" sx={{ mt: 2 }}>{t('bulk.workersFailed')}</Alert>;
  const workers = (data?.data ?? []).filter((worker) => worker.status === 'active');
  return (
    <TextField select label={t('bulk.worker')} required value={value} onChange={(event) => onChange(event.target.value)} error={Boolean(error)} helperText={error ?? undefined} fullWidth sx={{ mt: 2 }}>
      {workers.map((worker) => (
        <MenuItem key={worker.id} value={String(worker.id)}>
          {showWorkshop ? `${worker.name} · ${worker.workshop.name}` : worker.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The request list's bulk bar (Assign worker), its confirmation with the worker, and the per-request results. */
export function BulkAssignBar({ bulk, showWorkshop }: { bulk: BulkController<ServiceRequest, RequestFilter>; showWorkshop: boolean }) {
  const t = useTexts(requestCatalogue);
  const nouns = useMemo(
    () => ({ region: t('bulk.region'), refusedList: t('bulk.refusedList'), allDone: t('bulk.allDone'), unknownRow: (id: number) => t('bulk.unknownRow', { id }) }),
    [t],
  );
  const [assign, { isLoading }] = useBulkAssignRequestsMutation();
  const [asking, setAsking] = useState(false);
  const worker = useFieldWithError();
  const close = () => {
    setAsking(false);
    worker.change('');
  };
  return (
    <>
      <BulkActionBar bulk={bulk} label={nouns.region} actions={[{ key: 'assign', label: t('bulk.assign'), onClick: () => setAsking(true) }]} />
      <BulkConfirmDialog
        open={asking}
        title={t('bulk.title', { count: bulk.count })}
        text={t(bulk.allMatching ? 'bulk.textAllMatching' : 'bulk.textSelected')}
        confirmLabel={t('bulk.confirm', { count: bulk.count })}
        busy={isLoading}
        job={{ count: bulk.count, show: bulk.runsAsJob }}
        onConfirm={() => {
          if (!worker.value) {
            worker.setError(t('bulk.chooseWorker'));
            return false;
          }
          return bulk.send((target) => assign({ action: 'assign', worker_id: Number(worker.value), ...target }));
        }}
        onClose={close}
      >
        {asking ? <WorkerSelect value={worker.value} error={worker.error} onChange={worker.change} showWorkshop={showWorkshop} /> : null}
      </BulkConfirmDialog>
      <BulkResultsDialog bulk={bulk} texts={nouns} rowLabel={requestLabel} />
    </>
  );
}

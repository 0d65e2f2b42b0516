import { useState } from 'react';
import type { BulkWorkerAction, Worker, WorkerFilter } from '@carcare/contracts';
import { BulkActionBar, BulkConfirmDialog, BulkResultsDialog, type BulkController } from '../../components/bulk';
import { useBulkSetWorkersActiveMutation } from './workersApi';
import { BULK_WORKER_TEXTS as B, WORKER_TEXTS as T } from './workerTexts';

const workerLabel = (worker: Worker) => `${worker.name} · ${worker.phone}`;

/** The worker list's bulk bar (Deactivate, Reactivate), its confirmation and the per-worker results. */
export function BulkWorkerBar({ bulk }: { bulk: BulkController<Worker, WorkerFilter> }) {
  const [setActive, { isLoading }] = useBulkSetWorkersActiveMutation();
  const [asking, setAsking] = useState<BulkWorkerAction | null>(null);
  const deactivate = asking !== 'reactivate';
  const label = deactivate ? T.deactivate : T.reactivate;
  return (
    <>
      <BulkActionBar
        bulk={bulk}
        label={B.nouns.region}
        actions={[
          { key: 'deactivate', label: T.deactivate, color: 'error', onClick: () => setAsking('deactivate') },
          { key: 'reactivate', label: T.reactivate, onClick: () => setAsking('reactivate') },
        ]}
      />
      <BulkConfirmDialog
        open={asking !== null}
        title={deactivate ? B.deactivateTitle(bulk.count) : B.reactivateTitle(bulk.count)}
        text={`${deactivate ? B.deactivateText : B.reactivateText} ${B.eachOnItsOwn(bulk.allMatching)}`}
        confirmLabel={B.confirm(label, bulk.count)}
        destructive={deactivate}
        busy={isLoading}
        job={{ count: bulk.count, show: bulk.runsAsJob }}
        onConfirm={() => bulk.send((target) => setActive({ action: asking!, ...target }))}
        onClose={() => setAsking(null)}
      />
      <BulkResultsDialog bulk={bulk} texts={B.nouns} rowLabel={workerLabel} />
    </>
  );
}

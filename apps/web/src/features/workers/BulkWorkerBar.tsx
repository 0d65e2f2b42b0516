import { useMemo, useState } from 'react';
import type { BulkWorkerAction, Worker, WorkerFilter } from '@carcare/contracts';
import { BulkActionBar, BulkConfirmDialog, BulkResultsDialog, type BulkController, bulkNounsOf } from '../../components/bulk';
import { useBulkSetWorkersActiveMutation } from './workersApi';
import { useTexts } from '../../i18n/useTexts';
import { workerCatalogue } from './workerTexts';

const workerLabel = (worker: Worker) => `${worker.name} · ${worker.phone}`;

/** The worker list's bulk bar (Deactivate, Reactivate), its confirmation and the per-worker results. */
export function BulkWorkerBar({ bulk }: { bulk: BulkController<Worker, WorkerFilter> }) {
  const t = useTexts(workerCatalogue);
  const nouns = useMemo(() => bulkNounsOf(t), [t]);
  const [setActive, { isLoading }] = useBulkSetWorkersActiveMutation();
  const [asking, setAsking] = useState<BulkWorkerAction | null>(null);
  const deactivate = asking !== 'reactivate';
  const label = deactivate ? t('deactivate') : t('reactivate');
  return (
    <>
      <BulkActionBar
        bulk={bulk}
        label={nouns.region}
        actions={[
          { key: 'deactivate', label: t('deactivate'), color: 'error', onClick: () => setAsking('deactivate') },
          { key: 'reactivate', label: t('reactivate'), onClick: () => setAsking('reactivate') },
        ]}
      />
      <BulkConfirmDialog
        open={asking !== null}
        title={t(deactivate ? 'bulk.deactivateTitle' : 'bulk.reactivateTitle', { count: bulk.count })}
        text={t('bulk.text', { action: t(deactivate ? 'deactivateText' : 'reactivateText'), each: t(bulk.allMatching ? 'bulk.eachMatching' : 'bulk.eachSelected') })}
        confirmLabel={t('bulk.confirm', { action: label, count: bulk.count })}
        destructive={deactivate}
        busy={isLoading}
        job={{ count: bulk.count, show: bulk.runsAsJob }}
        onConfirm={() => bulk.send((target) => setActive({ action: asking!, ...target }))}
        onClose={() => setAsking(null)}
      />
      <BulkResultsDialog bulk={bulk} texts={nouns} rowLabel={workerLabel} />
    </>
  );
}

import type { RequestFilter, ServiceRequest } from '@carcare/contracts';
import { BulkDecisionBar, type BulkController } from '../../components/bulk';
import { lazyNamed } from '../../app/lazyPage';
import { useTexts } from '../../i18n/useTexts';
import { requestCatalogue } from './requestTexts';

// The question with the worker's form loads on the first Assign worker (BulkAssignDialog.tsx).
const BulkAssignDialog = lazyNamed(() => import('./BulkAssignDialog'), 'BulkAssignDialog');

const requestLabel = (request: ServiceRequest) => `${request.code} · ${request.customer_name}`;

/** The request list's bulk bar (Assign worker), its confirmation with the worker, and the per-request results. */
export function BulkAssignBar({ bulk, showWorkshop }: { bulk: BulkController<ServiceRequest, RequestFilter>; showWorkshop: boolean }) {
  const t = useTexts(requestCatalogue);
  return (
    <BulkDecisionBar
      bulk={bulk}
      t={t}
      actions={[{ key: 'assign', label: t('bulk.assign') }]}
      question={(asking, onClose) => <BulkAssignDialog bulk={bulk} asking={asking !== null} onClose={onClose} showWorkshop={showWorkshop} />}
      rowLabel={requestLabel}
    />
  );
}

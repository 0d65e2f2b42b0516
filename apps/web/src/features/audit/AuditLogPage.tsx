import { useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { auditFieldChanges, type AuditEvent } from '@carcare/contracts';
import { ListCard, ListDateRange, useListPage, type FilterOption } from '../../components/list';
import { formatDateTime } from '../../components/format/dates';
import { useAuditFacetsQuery, useListAuditEventsQuery } from './auditApi';
import { AuditEventDrawer } from './AuditEventDrawer';
import { actionVerb, actorText, humanize } from './auditFormat';
import { AUDIT_TEXTS as T } from './auditTexts';

const AUDIT_FILTERS = ['actor_id', 'entity', 'from', 'to'] as const;

const COLUMNS: GridColDef<AuditEvent>[] = [
  { field: 'at', headerName: T.at, width: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'actor', headerName: T.actor, flex: 1, minWidth: 180, sortable: false, valueGetter: (_value, row) => actorText(row.actor) },
  { field: 'action', headerName: T.action, width: 120, sortable: false, valueGetter: (_value, row) => actionVerb(row.action) },
  {
    field: 'entity',
    headerName: T.entity,
    width: 190,
    sortable: false,
    valueGetter: (_value, row) => (row.entity_id !== null ? `${humanize(row.entity)} #${row.entity_id}` : humanize(row.entity)),
  },
  {
    field: 'changes',
    headerName: T.changedFields,
    flex: 1.5,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value, row) =>
      auditFieldChanges(row.changes)
        .map((change) => humanize(change.field))
        .join(', ') || '—',
  },
  { field: 'ip', headerName: T.ip, width: 130, sortable: false, valueGetter: (_value, row) => row.ip ?? '—' },
];

/** audit: every recorded change, newest first, filtered by who, entity and date (in the URL); a row opens its changed fields. */
export default function AuditLogPage() {
  const list = useListPage({ useQuery: useListAuditEventsQuery, filters: AUDIT_FILTERS, refetchOnMount: true });
  const { data: facets } = useAuditFacetsQuery(undefined, { refetchOnMountOrArgChange: true });
  const actorOptions = useMemo<FilterOption[]>(() => (facets?.actors ?? []).map((actor) => ({ value: String(actor.id), label: actorText(actor) })), [facets]);
  const entityOptions = useMemo<FilterOption[]>(() => (facets?.entities ?? []).map((entity) => ({ value: entity, label: humanize(entity) })), [facets]);
  const [selected, setSelected] = useState<AuditEvent | null>(null);

  return (
    <ListCard
      list={list}
      texts={T}
      selects={[
        { name: 'actor_id', label: T.actor, options: actorOptions, minWidth: 220, anyLabel: T.anyActor },
        { name: 'entity', label: T.entity, options: entityOptions, minWidth: 190, anyLabel: T.anyEntity },
      ]}
      filters={<ListDateRange list={list} fromLabel={T.from} toLabel={T.to} />}
      columns={COLUMNS}
      onRowClick={setSelected}
    >
      <AuditEventDrawer event={selected} onClose={() => setSelected(null)} />
    </ListCard>
  );
}

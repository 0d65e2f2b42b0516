import { useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { auditFieldChanges, CSV_COLUMN_KEYS, type AuditEvent } from '@carcare/contracts';
import { ListCard, ListDateRange, ListExportButton, listViewKey, useListPage, type FilterOption, type ListPanelTexts } from '../../components/list';
import { formatDateTime } from '../../components/format/dates';
import { useAuditFacetsQuery, useListAuditEventsQuery } from './auditApi';
import { AuditEventDrawer } from './AuditEventDrawer';
import { actionVerb, actorText, humanize } from './auditFormat';
import { useTexts } from '../../i18n/useTexts';
import { AUDIT_GRID_LABEL_ENGLISH, auditCatalogue, type AuditTranslate } from './auditTexts';

const AUDIT_FILTERS = ['actor_id', 'entity', 'from', 'to'] as const;

const AUDIT_VIEW_KEY = listViewKey(AUDIT_GRID_LABEL_ENGLISH);

function buildColumns(t: AuditTranslate): GridColDef<AuditEvent>[] {
  return [
    { field: 'at', headerName: t('at'), width: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
    { field: 'actor', headerName: t('actor'), flex: 1, minWidth: 180, sortable: false, valueGetter: (_value, row) => actorText(t, row.actor) },
    { field: 'action', headerName: t('action'), width: 120, sortable: false, valueGetter: (_value, row) => actionVerb(t, row.action) },
    {
      field: 'entity',
      headerName: t('entity'),
      width: 190,
      sortable: false,
      valueGetter: (_value, row) => (row.entity_id !== null ? `${humanize(row.entity)} #${row.entity_id}` : humanize(row.entity)),
    },
    {
      field: 'changes',
      headerName: t('changedFields'),
      flex: 1.5,
      minWidth: 200,
      sortable: false,
      valueGetter: (_value, row) =>
        auditFieldChanges(row.changes)
          .map((change) => humanize(change.field))
          .join(', ') || '—',
    },
    { field: 'ip', headerName: t('ip'), width: 130, sortable: false, valueGetter: (_value, row) => row.ip ?? '—' },
  ];
}

/** audit: every recorded change, newest first, filtered by who, entity and date (in the URL); a row opens its changed fields. */
export default function AuditLogPage() {
  const t = useTexts(auditCatalogue);
  const columns = useMemo(() => buildColumns(t), [t]);
  const texts = useMemo<ListPanelTexts>(
    () => ({
      gridLabel: t('gridLabel'),
      none: t('none'),
      empty: t('empty'),
      clearFilters: t('clearFilters'),
      listFailed: t('listFailed'),
      retry: t('retry'),
      rangeInvalid: t('rangeInvalid'),
    }),
    [t],
  );
  const list = useListPage({ useQuery: useListAuditEventsQuery, filters: AUDIT_FILTERS, refetchOnMount: true });
  const { data: facets } = useAuditFacetsQuery(undefined, { refetchOnMountOrArgChange: true });
  const actorOptions = useMemo<FilterOption[]>(() => (facets?.actors ?? []).map((actor) => ({ value: String(actor.id), label: actorText(t, actor) })), [facets, t]);
  const entityOptions = useMemo<FilterOption[]>(() => (facets?.entities ?? []).map((entity) => ({ value: entity, label: humanize(entity) })), [facets]);
  const [selected, setSelected] = useState<AuditEvent | null>(null);

  return (
    <ListCard
      list={list}
      texts={texts}
      viewKey={AUDIT_VIEW_KEY}
      selects={[
        { name: 'actor_id', label: t('actor'), options: actorOptions, minWidth: 220, anyLabel: t('anyActor') },
        { name: 'entity', label: t('entity'), options: entityOptions, minWidth: 190, anyLabel: t('anyEntity') },
      ]}
      filters={<ListDateRange list={list} fromLabel={t('from')} toLabel={t('to')} />}
      actions={<ListExportButton list="audit-events" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS['audit-events']} />}
      columns={columns}
      onRowClick={setSelected}
    >
      <AuditEventDrawer event={selected} onClose={() => setSelected(null)} />
    </ListCard>
  );
}

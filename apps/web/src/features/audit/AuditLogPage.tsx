import { useMemo, useState } from 'react';
import { Box, Button, Card, Stack } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import type { GridColDef } from '@mui/x-data-grid';
import { auditFieldChanges, type AuditEvent } from '@carcare/contracts';
import { DateRangeFilter, FilterSelect, ListResults, RangeInvalidAlert, useUrlListState, withCurrent, type FilterOption, type ListResultsTexts } from '../../components/list';
import { formatDateTime } from '../requests/requestFormat';
import { useAuditFacetsQuery, useListAuditEventsQuery } from './auditApi';
import { AuditEventDrawer } from './AuditEventDrawer';
import { actionVerb, actorText, humanize } from './auditFormat';
import { AUDIT_TEXTS as T } from './auditTexts';

const LIST_TEXTS: ListResultsTexts = {
  ariaLabel: T.gridLabel,
  noneText: T.empty,
  emptyText: T.emptyFiltered,
  clearFiltersLabel: T.clearFilters,
  failedText: T.loadFailed,
  retryLabel: T.retry,
};

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
  const list = useUrlListState(AUDIT_FILTERS);
  const { from, to } = list.filters;
  const rangeInvalid = Boolean(from && to && to < from);
  const result = useListAuditEventsQuery(list.queryArgs, { skip: rangeInvalid, refetchOnMountOrArgChange: true });
  const { data: facets } = useAuditFacetsQuery(undefined, { refetchOnMountOrArgChange: true });
  const actorOptions = useMemo<FilterOption[]>(() => (facets?.actors ?? []).map((actor) => ({ value: String(actor.id), label: actorText(actor) })), [facets]);
  const entityOptions = useMemo<FilterOption[]>(() => (facets?.entities ?? []).map((entity) => ({ value: entity, label: humanize(entity) })), [facets]);
  const [selected, setSelected] = useState<AuditEvent | null>(null);
  const filtered = AUDIT_FILTERS.some((name) => list.filters[name]);

  return (
    <Card>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }} useFlexGap>
        <FilterSelect label={T.actor} value={list.filters.actor_id} onChange={(value) => list.setFilter('actor_id', value)} anyLabel={T.anyActor} options={withCurrent(actorOptions, list.filters.actor_id)} minWidth={220} />
        <FilterSelect label={T.entity} value={list.filters.entity} onChange={(value) => list.setFilter('entity', value)} anyLabel={T.anyEntity} options={withCurrent(entityOptions, list.filters.entity)} minWidth={190} />
        <DateRangeFilter fromLabel={T.from} toLabel={T.to} from={from} to={to} onFromChange={(value) => list.setFilter('from', value)} onToChange={(value) => list.setFilter('to', value)} invalid={rangeInvalid} />
        {filtered ? (
          <Box>
            <Button size="small" startIcon={<FilterAltOffIcon />} onClick={list.clearFilters}>
              {T.clearFilters}
            </Button>
          </Box>
        ) : null}
      </Stack>
      <RangeInvalidAlert invalid={rangeInvalid}>{T.rangeInvalid}</RangeInvalidAlert>
      <ListResults
        result={result}
        list={list}
        columns={COLUMNS}
        texts={LIST_TEXTS}
        filtered={filtered}
        hideRows={rangeInvalid}
        onRowClick={setSelected}
      />
      <AuditEventDrawer event={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}

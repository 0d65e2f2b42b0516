import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, MenuItem, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { ROLE_HOME, type Society } from '@carcare/contracts';
import { CsvExportButton, ListToolbar, ServerDataGrid, useUrlListState } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { SOCIETY_TEXTS as T } from './societyTexts';
import { SOCIETIES_CSV_PATH, useListSocietiesQuery, useSocietyCitiesQuery } from './societiesApi';

const HOME = ROLE_HOME.super_admin;
const FILTERS = ['status', 'city'] as const;

const COLUMNS: GridColDef<Society>[] = [
  { field: 'name', headerName: T.colName, flex: 1.4, minWidth: 180 },
  { field: 'manager_name', headerName: T.colManager, flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => row.manager?.name ?? '—' },
  { field: 'manager_phone', headerName: T.colManagerPhone, width: 140, sortable: false, valueGetter: (_value, row) => row.manager?.phone ?? '—' },
  { field: 'city', headerName: T.colCity, flex: 0.8, minWidth: 110 },
  { field: 'blocks', headerName: T.colBlocks, width: 90, type: 'number', sortable: false },
  { field: 'flats', headerName: T.colFlats, width: 90, type: 'number' },
  { field: 'worker_count', headerName: T.colWorkers, width: 100, type: 'number' },
  { field: 'status', headerName: T.colStatus, width: 110, renderCell: ({ row }) => <StatusChip status={row.status} /> },
];

/** List Society (society-list): every society with its manager, filtered and sorted by the server. */
export default function SocietyListPage() {
  const navigate = useNavigate();
  const list = useUrlListState(FILTERS, { sort: 'name' });
  const { data, isFetching, isError, refetch } = useListSocietiesQuery(list.queryArgs);
  const { data: cities } = useSocietyCitiesQuery();
  const filtered = Boolean(list.q || list.filters.status || list.filters.city);
  const cityOptions = useMemo(() => {
    const known = cities?.data ?? [];
    return list.filters.city && !known.includes(list.filters.city) ? [list.filters.city, ...known] : known;
  }, [cities, list.filters.city]);

  return (
    <Card>
      <ListToolbar
        query={list.q}
        onQueryChange={list.setQuery}
        searchLabel={T.searchLabel}
        canClear={filtered}
        onClear={list.clearFilters}
        filters={
          <>
            <TextField
              select
              size="small"
              label={T.statusFilter}
              value={list.filters.status ?? ''}
              onChange={(event) => list.setFilter('status', event.target.value || undefined)}
              sx={{ minWidth: 130 }}
            >
              <MenuItem value="">{T.any}</MenuItem>
              <MenuItem value="active">{T.active}</MenuItem>
              <MenuItem value="inactive">{T.inactive}</MenuItem>
            </TextField>
            <TextField
              select
              size="small"
              label={T.cityFilter}
              value={list.filters.city ?? ''}
              onChange={(event) => list.setFilter('city', event.target.value || undefined)}
              sx={{ minWidth: 150 }}
            >
              <MenuItem value="">{T.any}</MenuItem>
              {cityOptions.map((city) => (
                <MenuItem key={city} value={city}>
                  {city}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        actions={
          <>
            <CsvExportButton path={SOCIETIES_CSV_PATH} params={list.filterArgs} fileName="societies.csv" />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(`${HOME}/addsociety`)}>
              {T.add}
            </Button>
          </>
        }
      />
      {isError ? (
        <Alert
          severity="error"
          sx={{ mx: 2, mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {T.retry}
            </Button>
          }
        >
          {T.listFailed}
        </Alert>
      ) : null}
      <ServerDataGrid
        rows={data?.data ?? []}
        columns={COLUMNS}
        total={data?.total ?? 0}
        totalIsEstimate={data?.total_is_estimate}
        loading={isFetching}
        list={list}
        emptyText={filtered ? T.empty : T.none}
        emptyAction={
          filtered ? (
            <Button size="small" onClick={list.clearFilters}>
              {T.clearFilters}
            </Button>
          ) : undefined
        }
        ariaLabel={T.gridLabel}
        onRowClick={(row) => void navigate(`${HOME}/editSociety?id=${row.id}`)}
      />
    </Card>
  );
}

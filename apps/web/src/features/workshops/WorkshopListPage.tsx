import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Card, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { ROLE_HOME, type Workshop } from '@carcare/contracts';
import { CsvExportButton, ListToolbar, ServerDataGrid, useUrlListState } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { formatRating } from './workshopFormat';
import { WORKSHOP_TEXTS as T } from './workshopTexts';
import { WORKSHOPS_CSV_PATH, useListWorkshopsQuery, useWorkshopCitiesQuery } from './workshopsApi';

const HOME = ROLE_HOME.super_admin;
const FILTERS = ['status', 'city'] as const;

const COLUMNS: GridColDef<Workshop>[] = [
    {
      field: 'name',
      headerName: T.colName,
      flex: 1.4,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3, py: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {row.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap component="div">
            {row.owner_name}
          </Typography>
        </Box>
      ),
    },
    { field: 'admin_name', headerName: T.colAdmin, flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => row.admin?.name ?? '—' },
    { field: 'admin_phone', headerName: T.colAdminPhone, width: 130, sortable: false, valueGetter: (_value, row) => row.admin?.phone ?? '—' },
    { field: 'city', headerName: T.colCity, flex: 0.8, minWidth: 110 },
    { field: 'worker_count', headerName: T.colWorkers, width: 100, type: 'number' },
    { field: 'rating', headerName: T.colRating, width: 90, type: 'number', valueFormatter: (value: number | null) => formatRating(value) },
    { field: 'status', headerName: T.colStatus, width: 110, renderCell: ({ row }) => <StatusChip status={row.status} /> },
];

/** Garage Admins (workshop-list): every workshop with its admin, filtered and sorted by the server. */
export default function WorkshopListPage() {
  const navigate = useNavigate();
  const list = useUrlListState(FILTERS, { sort: 'name' });
  const { data, isFetching, isError, refetch } = useListWorkshopsQuery(list.queryArgs);
  const { data: cities } = useWorkshopCitiesQuery();
  const filtered = Boolean(list.q || list.filters.status || list.filters.city);
  const cityOptions = useMemo(() => {
    const known = cities?.data ?? [];
    // A city from a shared link stays selectable even before (or without) the options.
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
            <CsvExportButton path={WORKSHOPS_CSV_PATH} params={list.filterArgs} fileName="workshops.csv" />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(`${HOME}/addWorkshop`)}>
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
        emptyText={filtered ? T.empty : 'No workshops yet'}
        emptyAction={
          filtered ? (
            <Button size="small" onClick={list.clearFilters}>
              {T.clearFilters}
            </Button>
          ) : undefined
        }
        ariaLabel={T.gridLabel}
        onRowClick={(row) => void navigate(`${HOME}/adminprofile/${row.id}`)}
      />
    </Card>
  );
}

import { useNavigate } from 'react-router';
import { Box, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, ROLE_HOME, type Workshop } from '@carcare/contracts';
import { STATUS_CITY_FILTERS, StatusCityListPage, useListPage } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { formatRating } from '../../components/format/entityFormat';
import { WORKSHOP_TEXTS as T } from './workshopTexts';
import { workshops, useListWorkshopsQuery, useWorkshopCitiesQuery } from './workshopsApi';

const HOME = ROLE_HOME.super_admin;

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
  const list = useListPage({ useQuery: useListWorkshopsQuery, filters: STATUS_CITY_FILTERS, sort: 'name' });
  const { data: cities } = useWorkshopCitiesQuery();

  return (
    <StatusCityListPage
      texts={T}
      noneText="No workshops yet"
      columns={COLUMNS}
      list={list}
      cities={cities?.data}
      csvPath={workshops.csvUrl}
      csvColumns={CSV_COLUMN_KEYS.workshops}
      csvFileName="workshops.csv"
      onAdd={() => void navigate(`${HOME}/addWorkshop`)}
      onRowClick={(row) => void navigate(`${HOME}/adminprofile/${row.id}`)}
      viewKey="list.workshops"
    />
  );
}

import { useNavigate } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, ROLE_HOME, type Society } from '@carcare/contracts';
import { STATUS_CITY_FILTERS, StatusCityListPage, useListPage } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { SOCIETY_TEXTS as T } from './societyTexts';
import { useListSocietiesQuery, useSocietyCitiesQuery } from './societiesApi';

const HOME = ROLE_HOME.super_admin;

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
  const list = useListPage({ useQuery: useListSocietiesQuery, filters: STATUS_CITY_FILTERS, sort: 'name' });
  const { data: cities } = useSocietyCitiesQuery();

  return (
    <StatusCityListPage
      texts={T}
      noneText={T.none}
      columns={COLUMNS}
      list={list}
      cities={cities?.data}
      exportList="societies"
      csvColumns={CSV_COLUMN_KEYS.societies}
      onAdd={() => void navigate(`${HOME}/addsociety`)}
      onRowClick={(row) => void navigate(`${HOME}/editSociety?id=${row.id}`)}
    />
  );
}

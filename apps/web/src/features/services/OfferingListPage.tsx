import { useNavigate } from 'react-router';
import { Button } from '@mui/material';
import PostAddIcon from '@mui/icons-material/PostAdd';
import type { GridColDef } from '@mui/x-data-grid';
import { ROLE_HOME, type WorkshopService } from '@carcare/contracts';
import { ListAddButton, ListCard, useListPage } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { useListOfferingsQuery } from './offeringsApi';
import { priceColumns } from './priceColumns';
import { CATEGORY_LABELS, OFFERING_TEXTS as T } from './serviceTexts';

const HOME = ROLE_HOME.workshop_admin;
const FILTERS = ['active'] as const;
const ACTIVE_OPTIONS = [
  { value: 'true', label: T.offered },
  { value: 'false', label: T.withdrawn },
];

/** Column fields are the server's sort keys (WORKSHOP_SERVICE_SORTS) where a column sorts. */
const COLUMNS: GridColDef<WorkshopService>[] = [
  { field: 'name', headerName: T.colService, flex: 1.3, minWidth: 170, valueGetter: (_value, row) => row.service.name },
  {
    field: 'active',
    headerName: T.colStatus,
    width: 120,
    sortable: false,
    renderCell: ({ row }) => <StatusChip status={row.active ? 'active' : 'withdrawn'} />,
  },
  { field: 'category', headerName: T.colCategory, width: 120, sortable: false, valueGetter: (_value, row) => CATEGORY_LABELS[row.service.category] },
  ...priceColumns<WorkshopService>({
    prices: (row) => row.effective_prices,
    own: { isOwn: (row, vehicle) => row.price_overrides[vehicle] !== undefined && row.price_overrides[vehicle] !== null, label: T.ownPrice, title: T.ownPriceTitle },
  }),
];

/** list-service: the catalogue services this workshop offers, at the prices its customers pay. */
export default function OfferingListPage() {
  const navigate = useNavigate();
  const list = useListPage({ useQuery: useListOfferingsQuery, filters: FILTERS, sort: 'name' });

  return (
    <ListCard
      list={list}
      texts={T}
      selects={[{ name: 'active', label: T.statusFilter, options: ACTIVE_OPTIONS, minWidth: 140 }]}
      actions={
        <>
          <Button variant="outlined" startIcon={<PostAddIcon />} onClick={() => void navigate(`${HOME}/requestnewservice`)}>
            {T.requestNew}
          </Button>
          <ListAddButton label={T.offer} onClick={() => void navigate(`${HOME}/service`)} />
        </>
      }
      intro={T.pricesNote}
      columns={COLUMNS}
      noneAction={
        <Button size="small" onClick={() => void navigate(`${HOME}/service`)}>
          {T.offer}
        </Button>
      }
      onRowClick={(row) => void navigate(`${HOME}/edit-service/${row.id}`)}
    />
  );
}

import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mui/material';
import PostAddIcon from '@mui/icons-material/PostAdd';
import type { GridColDef } from '@mui/x-data-grid';
import { CSV_COLUMN_KEYS, ROLE_HOME, type WorkshopService } from '@carcare/contracts';
import { ListAddButton, ListCard, ListExportButton, useListPage } from '../../components/list';
import { StatusChip } from '../../components/StatusChip';
import { useTexts } from '../../i18n/useTexts';
import { useListOfferingsQuery, OFFERING_LIST } from './offeringsApi';
import { priceColumns } from './priceColumns';
import { offeringListTexts, serviceCatalogue, type ServiceText } from './serviceTexts';

const HOME = ROLE_HOME.workshop_admin;

/** Column fields are the server's sort keys (WORKSHOP_SERVICE_SORTS) where a column sorts. */
function offeringColumns(t: ServiceText): GridColDef<WorkshopService>[] {
  return [
    { field: 'name', headerName: t('offering.colService'), flex: 1.3, minWidth: 170, valueGetter: (_value, row) => row.service.name },
    {
      field: 'active',
      headerName: t('offering.colStatus'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => <StatusChip status={row.active ? 'active' : 'withdrawn'} />,
    },
    { field: 'category', headerName: t('offering.colCategory'), width: 120, sortable: false, valueGetter: (_value, row) => t(`category.${row.service.category}`) },
    ...priceColumns<WorkshopService>(t, {
      prices: (row) => row.effective_prices,
      own: {
        isOwn: (row, vehicle) => row.price_overrides[vehicle] !== undefined && row.price_overrides[vehicle] !== null,
        label: t('offering.ownPrice'),
        title: t('offering.ownPriceTitle'),
      },
    }),
  ];
}

/** list-service: the catalogue services this workshop offers, at the prices its customers pay. */
export default function OfferingListPage() {
  const navigate = useNavigate();
  const t = useTexts(serviceCatalogue);
  const list = useListPage({ useQuery: useListOfferingsQuery, ...OFFERING_LIST });
  const columns = useMemo(() => offeringColumns(t), [t]);
  const activeOptions = [
    { value: 'true', label: t('offering.offered') },
    { value: 'false', label: t('offering.withdrawn') },
  ];

  return (
    <ListCard
      list={list}
      texts={offeringListTexts(t)}
      viewKey={OFFERING_LIST.viewKey}
      selects={[{ name: 'active', label: t('offering.statusFilter'), options: activeOptions, minWidth: 140 }]}
      actions={
        <>
          <ListExportButton list="workshop-services" params={list.filterArgs} csvColumns={CSV_COLUMN_KEYS['workshop-services']} />
          <Button variant="outlined" startIcon={<PostAddIcon />} onClick={() => void navigate(`${HOME}/requestnewservice`)}>
            {t('offering.requestNew')}
          </Button>
          <ListAddButton label={t('offering.offer')} onClick={() => void navigate(`${HOME}/service`)} />
        </>
      }
      intro={t('offering.pricesNote')}
      columns={columns}
      noneAction={
        <Button size="small" onClick={() => void navigate(`${HOME}/service`)}>
          {t('offering.offer')}
        </Button>
      }
      onRowClick={(row) => void navigate(`${HOME}/edit-service/${row.id}`)}
    />
  );
}

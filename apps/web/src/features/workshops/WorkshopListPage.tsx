import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { ROLE_HOME, type Workshop } from '@carcare/contracts';
import { StatusCityListPage, useListPage, type StatusCityListTexts } from '../../components/list';
import { ListImportButton } from '../../components/import';
import { StatusChip } from '../../components/StatusChip';
import { formatRating } from '../../components/format/entityFormat';
import type { Translate } from '../../i18n/catalogue';
import { useTexts } from '../../i18n/useTexts';
import { pickTexts } from '../../i18n/pickTexts';
import { STATUS_CITY_TEXT_NAMES } from '../../components/list/listTextNames';
import { workshopCatalogue, type WorkshopTextKey } from './workshopTexts';
import { useListWorkshopsQuery, useWorkshopCitiesQuery, WORKSHOP_LIST } from './workshopsApi';

const HOME = ROLE_HOME.super_admin;

function columnsOf(t: Translate<WorkshopTextKey>): GridColDef<Workshop>[] {
  return [
    {
      field: 'name',
      headerName: t('colName'),
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
    { field: 'admin_name', headerName: t('colAdmin'), flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => row.admin?.name ?? '—' },
    { field: 'admin_phone', headerName: t('colAdminPhone'), width: 130, sortable: false, valueGetter: (_value, row) => row.admin?.phone ?? '—' },
    { field: 'city', headerName: t('colCity'), flex: 0.8, minWidth: 110 },
    { field: 'worker_count', headerName: t('colWorkers'), width: 100, type: 'number' },
    { field: 'rating', headerName: t('colRating'), width: 90, type: 'number', valueFormatter: (value: number | null) => formatRating(value) },
    { field: 'status', headerName: t('colStatus'), width: 110, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  ];
}

/** Garage Admins (workshop-list): every workshop with its admin, filtered and sorted by the server. */
export default function WorkshopListPage() {
  const t = useTexts(workshopCatalogue);
  const columns = useMemo(() => columnsOf(t), [t]);
  const texts: StatusCityListTexts = useMemo(() => pickTexts(t, STATUS_CITY_TEXT_NAMES), [t]);
  const list = useListPage({ useQuery: useListWorkshopsQuery, ...WORKSHOP_LIST });
  const { data: cities } = useWorkshopCitiesQuery();

  return (
    <StatusCityListPage texts={texts} columns={columns} list={list} cities={cities?.data} exportList="workshops" importButton={<ListImportButton list="workshops" />} addPath={`${HOME}/addWorkshop`} rowPath={(row) => `${HOME}/adminprofile/${row.id}`} viewKey={WORKSHOP_LIST.viewKey} />
  );
}

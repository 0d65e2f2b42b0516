import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { ROLE_HOME, type Society } from '@carcare/contracts';
import { StatusCityListPage, useListPage, type StatusCityListTexts } from '../../components/list';
import { ListImportButton } from '../../components/import';
import { StatusChip } from '../../components/StatusChip';
import type { Translate } from '../../i18n/catalogue';
import { useTexts } from '../../i18n/useTexts';
import { pickTexts } from '../../i18n/pickTexts';
import { STATUS_CITY_TEXT_NAMES } from '../../components/list/listTextNames';
import { societyCatalogue, type SocietyTextKey } from './societyTexts';
import { useListSocietiesQuery, useSocietyCitiesQuery, SOCIETY_LIST } from './societiesApi';

const HOME = ROLE_HOME.super_admin;

function columnsOf(t: Translate<SocietyTextKey>): GridColDef<Society>[] {
  return [
    { field: 'name', headerName: t('colName'), flex: 1.4, minWidth: 180 },
    { field: 'manager_name', headerName: t('colManager'), flex: 1, minWidth: 140, sortable: false, valueGetter: (_value, row) => row.manager?.name ?? '—' },
    { field: 'manager_phone', headerName: t('colManagerPhone'), width: 140, sortable: false, valueGetter: (_value, row) => row.manager?.phone ?? '—' },
    { field: 'city', headerName: t('colCity'), flex: 0.8, minWidth: 110 },
    { field: 'blocks', headerName: t('colBlocks'), width: 90, type: 'number', sortable: false },
    { field: 'flats', headerName: t('colFlats'), width: 90, type: 'number' },
    { field: 'worker_count', headerName: t('colWorkers'), width: 100, type: 'number' },
    { field: 'status', headerName: t('colStatus'), width: 110, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  ];
}

/** List Society (society-list): every society with its manager, filtered and sorted by the server. */
export default function SocietyListPage() {
  const t = useTexts(societyCatalogue);
  const list = useListPage({ useQuery: useListSocietiesQuery, ...SOCIETY_LIST });
  const { data: cities } = useSocietyCitiesQuery();
  const columns = useMemo(() => columnsOf(t), [t]);
  const texts: StatusCityListTexts = useMemo(() => pickTexts(t, STATUS_CITY_TEXT_NAMES), [t]);

  return (
    <StatusCityListPage texts={texts} columns={columns} list={list} cities={cities?.data} exportList="societies" importButton={<ListImportButton list="societies" />} addPath={`${HOME}/addsociety`} rowPath={(row) => `${HOME}/editSociety?id=${row.id}`} viewKey={SOCIETY_LIST.viewKey} />
  );
}

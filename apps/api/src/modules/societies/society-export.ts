import type { Society } from '@carcare/contracts';
import { societyListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { countSocieties, selectSocietiesByIds, selectSocietyPositions, societyListWhere } from './society-queries';

const COLUMNS = defineExportColumns<'societies', Society>('societies', [
  { key: 'id', header: 'ID', value: (s) => s.id },
  { key: 'name', header: 'Society', value: (s) => s.name },
  { key: 'manager_name', header: 'Manager', value: (s) => s.manager?.name },
  { key: 'manager_phone', header: 'Manager phone', value: (s) => s.manager?.phone },
  { key: 'contact_phone', header: 'Contact phone', value: (s) => s.contact_phone },
  { key: 'address', header: 'Address', value: (s) => s.address_line },
  { key: 'city', header: 'City', value: (s) => s.city },
  { key: 'address', header: 'State', value: (s) => s.state },
  { key: 'address', header: 'Pincode', value: (s) => s.pincode },
  { key: 'blocks', header: 'Blocks', value: (s) => s.blocks },
  { key: 'flats', header: 'Flats', value: (s) => s.flats },
  { key: 'worker_count', header: 'Workers', value: (s) => s.worker_count },
  { key: 'status', header: 'Status', value: (s, t) => labelOf(t.recordStatus, s.status) },
  { key: 'created_at', header: 'Created at (India time)', value: (s) => indiaDateTime(s.created_at) },
]);

/** Societies, filtered and sorted as the list (super admin). */
export const societyExport = (db: Db) =>
  pagedListExport(db, 'societies', COLUMNS, { sheet: { en: 'Societies', hi: 'सोसाइटी' }, permission: 'societies.manage', what: 'the filtered society list' }, {
    query: societyListQuerySchema,
    where: societyListWhere,
    reads: { positions: selectSocietyPositions, byIds: selectSocietiesByIds, count: countSocieties },
  });

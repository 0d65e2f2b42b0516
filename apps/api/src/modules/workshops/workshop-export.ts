import type { Workshop } from '@carcare/contracts';
import { workshopListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { countWorkshops, selectWorkshopPositions, selectWorkshopsByIds, workshopListWhere } from './workshop-queries';

const COLUMNS = defineExportColumns<'workshops', Workshop>('workshops', [
  { key: 'id', header: 'ID', value: (w) => w.id },
  { key: 'name', header: 'Workshop', value: (w) => w.name },
  { key: 'name', header: 'Owner', value: (w) => w.owner_name },
  { key: 'contact', header: 'Phone', value: (w) => w.phone },
  { key: 'contact', header: 'Email', value: (w) => w.email },
  { key: 'admin_name', header: 'Admin', value: (w) => w.admin?.name },
  { key: 'admin_phone', header: 'Admin phone', value: (w) => w.admin?.phone },
  { key: 'address', header: 'Address', value: (w) => w.address_line },
  { key: 'city', header: 'City', value: (w) => w.city },
  { key: 'address', header: 'State', value: (w) => w.state },
  { key: 'address', header: 'Pincode', value: (w) => w.pincode },
  { key: 'gstin', header: 'GSTIN', value: (w) => w.gstin },
  { key: 'worker_count', header: 'Workers', value: (w) => w.worker_count },
  { key: 'rating', header: 'Rating', value: (w) => w.rating },
  { key: 'status', header: 'Status', value: (w, t) => labelOf(t.recordStatus, w.status) },
  { key: 'created_at', header: 'Created at (India time)', value: (w) => indiaDateTime(w.created_at) },
]);

/** Workshops, filtered and sorted as the list (super admin). */
export const workshopExport = (db: Db) =>
  pagedListExport(db, 'workshops', COLUMNS, { sheet: { en: 'Workshops', hi: 'वर्कशॉप' }, permission: 'workshops.manage', what: 'the filtered workshop list' }, {
    query: workshopListQuerySchema,
    where: workshopListWhere,
    reads: { positions: selectWorkshopPositions, byIds: selectWorkshopsByIds, count: countWorkshops },
  });

import type { ServiceRequest } from '@carcare/contracts';
import { csvColumnsParamSchema, requestListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { serviceRequests } from '../../db/schema';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import { defineExportColumns, defineListExport, keysetListExport } from '../exports/list-export';
import { countLargeList } from '../../http/list-page';
import { checkedRequestFilters, requestListWhere, selectRequestPositions, selectRequestsByIds } from './request-queries';

const COLUMNS = defineExportColumns<'requests', ServiceRequest>('requests', [
  { key: 'code', header: 'Code', value: (r) => r.code },
  { key: 'scheduled_at', header: 'Scheduled at (India time)', value: (r) => indiaDateTime(r.scheduled_at) },
  { key: 'status', header: 'Status', value: (r, t) => labelOf(t.requestStatus, r.status) },
  { key: 'customer', header: 'Customer', value: (r) => r.customer_name },
  { key: 'customer', header: 'Phone', value: (r) => r.customer_phone },
  { key: 'vehicle', header: 'Vehicle', value: (r, t) => `${r.vehicle_make} ${r.vehicle_model} (${labelOf(t.vehicleType, r.vehicle_type)})` },
  { key: 'vehicle', header: 'Registration', value: (r) => r.registration_number },
  { key: 'service', header: 'Service', value: (r) => r.service.name },
  { key: 'workshop', header: 'Workshop', value: (r) => r.workshop.name },
  { key: 'society', header: 'Society', value: (r) => r.society?.name },
  { key: 'worker', header: 'Worker', value: (r) => r.worker?.name },
  { key: 'amount_paise', header: 'Amount (₹)', value: (r) => r.amount_paise / 100 },
  { key: 'payment_status', header: 'Payment status', value: (r, t) => labelOf(t.paymentStatus, r.payment_status) },
]);

/** Service requests in the caller's scope, filtered and sorted as the list. Amounts in rupees. */
export const requestExport = (db: Db) =>
  defineListExport({
    list: 'requests',
    permission: 'requests.read',
    what: 'the filtered request list',
    query: requestListQuerySchema.omit({ page: true, page_size: true, cursor: true }).extend({ columns: csvColumnsParamSchema('requests') }),
    prepare: (scope, query) =>
      keysetListExport(COLUMNS, query.columns, {
        where: requestListWhere(scope, checkedRequestFilters(query)),
        positions: (where, after, limit) => selectRequestPositions(db, where, query.sort, after, limit),
        rowsFor: (ids) => selectRequestsByIds(db, ids),
        counting: (where) => countLargeList(db, serviceRequests, where),
      }),
  });

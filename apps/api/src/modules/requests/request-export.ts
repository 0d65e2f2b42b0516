import type { PaymentStatus, RequestStatus, ServiceRequest, VehicleType } from '@carcare/contracts';
import { requestListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { serviceRequests } from '../../db/schema';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { checkedRequestFilters, requestListWhere, selectRequestPositions, selectRequestsByIds } from './request-queries';

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  requestStatus: Readonly<Record<RequestStatus, string>>;
  paymentStatus: Readonly<Record<PaymentStatus, string>>;
  vehicleType: Readonly<Record<VehicleType, string>>;
}> = {
  en: {
    requestStatus: {
      pending: 'Pending',
      accepted: 'Accepted',
      assigned: 'Assigned',
      in_progress: 'In progress',
      completed: 'Completed',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
    },
    paymentStatus: { unpaid: 'Unpaid', paid: 'Paid', partially_refunded: 'Partly refunded', refunded: 'Refunded' },
    vehicleType: { hatchback: 'Hatchback', sedan: 'Sedan', suv: 'SUV', muv: 'MUV', bike: 'Bike' },
  },
  hi: {
    requestStatus: {
      pending: 'पेंडिंग',
      accepted: 'मंज़ूर',
      assigned: 'कर्मचारी तय',
      in_progress: 'काम चालू',
      completed: 'पूरा',
      rejected: 'नामंज़ूर',
      cancelled: 'रद्द',
    },
    paymentStatus: { unpaid: 'भुगतान बाकी', paid: 'भुगतान हो गया', partially_refunded: 'कुछ रिफ़ंड हुआ', refunded: 'रिफ़ंड हो गया' },
    vehicleType: { hatchback: 'हैचबैक', sedan: 'सेडान', suv: 'SUV', muv: 'MUV', bike: 'बाइक' },
  },
};

const COLUMNS = defineExportColumns<'requests', ServiceRequest>('requests', [
  { key: 'code', header: 'Code', value: (r) => r.code },
  { key: 'scheduled_at', header: 'Scheduled at (India time)', value: (r) => indiaDateTime(r.scheduled_at) },
  { key: 'status', header: 'Status', value: (r, t) => labelOf(WORDS[t.language].requestStatus, r.status) },
  { key: 'customer', header: 'Customer', value: (r) => r.customer_name },
  { key: 'customer', header: 'Phone', value: (r) => r.customer_phone },
  { key: 'vehicle', header: 'Vehicle', value: (r, t) => `${r.vehicle_make} ${r.vehicle_model} (${labelOf(WORDS[t.language].vehicleType, r.vehicle_type)})` },
  { key: 'vehicle', header: 'Registration', value: (r) => r.registration_number },
  { key: 'service', header: 'Service', value: (r) => r.service.name },
  { key: 'workshop', header: 'Workshop', value: (r) => r.workshop.name },
  { key: 'society', header: 'Society', value: (r) => r.society?.name },
  { key: 'worker', header: 'Worker', value: (r) => r.worker?.name },
  { key: 'amount_paise', header: 'Amount (₹)', value: (r) => r.amount_paise / 100 },
  { key: 'payment_status', header: 'Payment status', value: (r, t) => labelOf(WORDS[t.language].paymentStatus, r.payment_status) },
]);

/** Service requests in the caller's scope, filtered and sorted as the list. Amounts in rupees. */
export const requestExport = (db: Db) =>
  pagedListExport(db, 'requests', COLUMNS, { sheet: { en: 'Requests', hi: 'बुकिंग' }, permission: 'requests.read', what: 'the filtered request list' }, {
    query: requestListQuerySchema,
    cursor: true,
    where: (scope, query) => requestListWhere(scope, checkedRequestFilters(query)),
    reads: { positions: selectRequestPositions, byIds: selectRequestsByIds, count: serviceRequests },
  });

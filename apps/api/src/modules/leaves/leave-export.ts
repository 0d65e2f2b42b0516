import type { Leave, LEAVE_STATUSES, LEAVE_TYPES } from '@carcare/contracts';
import { leaveListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { countLeaves, leaveListWhere, selectLeavePositions, selectLeavesByIds } from './leave-queries';

/** Calendar days a leave covers, both ends included (as the Absent List's Days column). */
const leaveDays = (leave: Leave) => Math.round((Date.parse(`${leave.end_date}T00:00:00Z`) - Date.parse(`${leave.start_date}T00:00:00Z`)) / 86_400_000) + 1;

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  leaveType: Readonly<Record<(typeof LEAVE_TYPES)[number], string>>;
  leaveStatus: Readonly<Record<(typeof LEAVE_STATUSES)[number], string>>;
}> = {
  en: {
    leaveType: { sick: 'Sick', casual: 'Casual', emergency: 'Emergency', other: 'Other' },
    leaveStatus: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', cancelled: 'Cancelled' },
  },
  hi: {
    leaveType: { sick: 'बीमारी', casual: 'आकस्मिक', emergency: 'इमरजेंसी', other: 'अन्य' },
    leaveStatus: { pending: 'पेंडिंग', approved: 'मंज़ूर', rejected: 'नामंज़ूर', cancelled: 'रद्द' },
  },
};

const COLUMNS = defineExportColumns<'leaves', Leave>('leaves', [
  { key: 'id', header: 'ID', value: (l) => l.id },
  { key: 'worker_name', header: 'Worker', value: (l) => l.worker.name },
  { key: 'workshop', header: 'Workshop', value: (l) => l.workshop.name },
  { key: 'start_date', header: 'From', value: (l) => l.start_date },
  { key: 'end_date', header: 'To', value: (l) => l.end_date },
  { key: 'days', header: 'Days', value: leaveDays },
  { key: 'type', header: 'Type', value: (l, t) => labelOf(WORDS[t.language].leaveType, l.type) },
  { key: 'status', header: 'Status', value: (l, t) => labelOf(WORDS[t.language].leaveStatus, l.status) },
  { key: 'reason', header: 'Reason', value: (l) => l.reason },
  // The decision goes with the reason column, as the list shows it beside the reason.
  { key: 'reason', header: 'Decided by', value: (l) => l.decided_by?.name },
  { key: 'reason', header: 'Decision note', value: (l) => l.decision_note },
]);

/** The Absent List in the caller's scope, filtered and sorted as the list (dates as the list's, India's today by default). */
export const leaveExport = (db: Db) =>
  pagedListExport(db, 'leaves', COLUMNS, { sheet: { en: 'Leaves', hi: 'छुट्टियाँ' }, permission: 'leaves.read', what: 'the filtered Absent List' }, {
    query: leaveListQuerySchema,
    where: leaveListWhere,
    reads: { positions: selectLeavePositions, byIds: selectLeavesByIds, count: countLeaves },
  });

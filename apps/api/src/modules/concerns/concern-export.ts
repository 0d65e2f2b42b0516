import type { CONCERN_CATEGORIES, CONCERN_CHANNELS, CONCERN_PRIORITIES, CONCERN_STATUSES, UserConcern } from '@carcare/contracts';
import { concernListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { userConcerns } from '../../db/schema';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { checkedConcernFilters, concernListWhere, selectConcernPositions, selectConcernsByIds } from './concern-queries';

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  concernStatus: Readonly<Record<(typeof CONCERN_STATUSES)[number], string>>;
  concernPriority: Readonly<Record<(typeof CONCERN_PRIORITIES)[number], string>>;
  concernCategory: Readonly<Record<(typeof CONCERN_CATEGORIES)[number], string>>;
  concernChannel: Readonly<Record<(typeof CONCERN_CHANNELS)[number], string>>;
}> = {
  en: {
    concernStatus: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
    concernPriority: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
    concernCategory: {
      service_quality: 'Service quality',
      payment: 'Payment',
      worker_behaviour: 'Worker behaviour',
      booking: 'Booking',
      damage: 'Damage',
      app: 'App',
      other: 'Other',
    },
    concernChannel: { app: 'App', phone: 'Phone' },
  },
  hi: {
    concernStatus: { open: 'खुली', in_progress: 'काम जारी', resolved: 'हल हो गई', closed: 'बंद' },
    concernPriority: { low: 'कम', medium: 'सामान्य', high: 'ज़्यादा', urgent: 'तुरंत' },
    concernCategory: {
      service_quality: 'सेवा की क्वालिटी',
      payment: 'भुगतान',
      worker_behaviour: 'कर्मचारी का व्यवहार',
      booking: 'बुकिंग',
      damage: 'गाड़ी को नुकसान',
      app: 'ऐप',
      other: 'अन्य',
    },
    concernChannel: { app: 'ऐप', phone: 'फ़ोन' },
  },
};

const COLUMNS = defineExportColumns<'concerns', UserConcern>('concerns', [
  { key: 'code', header: 'Code', value: (c) => c.code },
  { key: 'status', header: 'Status', value: (c, t) => labelOf(WORDS[t.language].concernStatus, c.status) },
  { key: 'priority', header: 'Priority', value: (c, t) => labelOf(WORDS[t.language].concernPriority, c.priority) },
  { key: 'subject', header: 'Subject', value: (c) => c.subject },
  // The category goes with the subject, as the list shows it under the subject.
  { key: 'subject', header: 'Category', value: (c, t) => labelOf(WORDS[t.language].concernCategory, c.category) },
  // The phone and how the concern came go with the customer, as the list's two-line cell shows them.
  { key: 'customer', header: 'Customer', value: (c) => c.customer_name },
  { key: 'customer', header: 'Phone', value: (c) => c.customer_phone },
  { key: 'customer', header: 'Channel', value: (c, t) => labelOf(WORDS[t.language].concernChannel, c.channel) },
  { key: 'workshop', header: 'Workshop', value: (c) => c.workshop?.name },
  { key: 'request', header: 'Request', value: (c) => c.request?.code },
  { key: 'created_at', header: 'Created at (India time)', value: (c) => indiaDateTime(c.created_at) },
]);

/** User concerns in the caller's scope (a workshop admin: its own workshop's), filtered and sorted as the list. */
export const concernExport = (db: Db) =>
  pagedListExport(db, 'concerns', COLUMNS, { sheet: { en: 'User concerns', hi: 'शिकायतें' }, permission: 'concerns.manage', what: 'the filtered user concerns' }, {
    query: concernListQuerySchema,
    cursor: true,
    where: (scope, query) => concernListWhere(scope, checkedConcernFilters(query)),
    reads: { positions: selectConcernPositions, byIds: selectConcernsByIds, count: userConcerns },
  });

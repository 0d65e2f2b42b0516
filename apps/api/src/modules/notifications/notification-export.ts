import type { Notification, NotificationKind } from '@carcare/contracts';
import { csvColumnsParamSchema, notificationListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, defineListExport, keysetListExport } from '../exports/list-export';
import { countNotifications, notificationListWhere, selectNotificationPositions, selectNotificationsByIds } from './notification-queries';

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  notificationKind: Readonly<Record<NotificationKind, string>>;
  /** A notification read or not, in the notifications page's words. */
  notificationRead: Readonly<Record<'read' | 'unread', string>>;
}> = {
  en: {
    notificationKind: { request_created: 'New request', request_cancelled: 'Request cancelled', concern_created: 'New concern', leave_recorded: 'Leave recorded', service_requested: 'Service requested', job_late: 'Job late' },
    notificationRead: { read: 'Read', unread: 'Unread' },
  },
  hi: {
    notificationKind: { request_created: 'नई बुकिंग', request_cancelled: 'बुकिंग रद्द', concern_created: 'नई शिकायत', leave_recorded: 'छुट्टी दर्ज', service_requested: 'नई सेवा का अनुरोध', job_late: 'काम में देरी' },
    notificationRead: { read: 'पढ़ी गई', unread: 'बिना पढ़ी' },
  },
};

const COLUMNS = defineExportColumns<'notifications', Notification>('notifications', [
  { key: 'id', header: 'ID', value: (n) => n.id },
  { key: 'created_at', header: 'When (India time)', value: (n) => indiaDateTime(n.created_at) },
  { key: 'kind', header: 'Kind', value: (n, t) => labelOf(WORDS[t.language].notificationKind, n.kind) },
  { key: 'title', header: 'Title', value: (n) => n.title },
  { key: 'body', header: 'Message', value: (n) => n.body },
  // Read or not goes with when it was read.
  { key: 'read_at', header: 'Status', value: (n, t) => WORDS[t.language].notificationRead[n.read_at ? 'read' : 'unread'] },
  { key: 'read_at', header: 'Read at (India time)', value: (n) => indiaDateTime(n.read_at) },
]);

/** The caller's own notifications (nobody exports another admin's), by the page's filter, newest first. */
export const notificationExport = (db: Db) =>
  defineListExport({
    list: 'notifications',
    sheet: { en: 'Notifications', hi: 'सूचनाएँ' },
    permission: 'notifications.read',
    what: 'the caller’s notifications, by the page’s filter',
    query: notificationListQuerySchema.omit({ page: true, page_size: true }).extend({ columns: csvColumnsParamSchema('notifications') }),
    prepare: (_scope, query, _today, caller) =>
      keysetListExport(COLUMNS, query.columns, {
        where: notificationListWhere(caller.adminId, query.filter, caller.now),
        positions: (where, after, limit) => selectNotificationPositions(db, where, after, limit),
        rowsFor: (ids, where) => selectNotificationsByIds(db, where, ids),
        counting: (where) => ({ kind: 'exact', count: () => countNotifications(db, where) }),
      }),
  });

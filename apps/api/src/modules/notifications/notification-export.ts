import type { Notification } from '@carcare/contracts';
import { csvColumnsParamSchema, notificationListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import { defineExportColumns, defineListExport, keysetListExport } from '../exports/list-export';
import { countNotifications, notificationListWhere, selectNotificationPositions, selectNotificationsByIds } from './notification-queries';

const COLUMNS = defineExportColumns<'notifications', Notification>('notifications', [
  { key: 'id', header: 'ID', value: (n) => n.id },
  { key: 'created_at', header: 'When (India time)', value: (n) => indiaDateTime(n.created_at) },
  { key: 'kind', header: 'Kind', value: (n, t) => labelOf(t.notificationKind, n.kind) },
  { key: 'title', header: 'Title', value: (n) => n.title },
  { key: 'body', header: 'Message', value: (n) => n.body },
  // Read or not goes with when it was read.
  { key: 'read_at', header: 'Status', value: (n, t) => t.notificationRead[n.read_at ? 'read' : 'unread'] },
  { key: 'read_at', header: 'Read at (India time)', value: (n) => indiaDateTime(n.read_at) },
]);

/** The caller's own notifications (nobody exports another admin's), by the page's filter, newest first. */
export const notificationExport = (db: Db) =>
  defineListExport({
    list: 'notifications',
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

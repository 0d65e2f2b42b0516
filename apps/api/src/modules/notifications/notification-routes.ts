import {
  bulkNotificationBodySchema,
  notificationListQuerySchema,
  notificationSchema,
  readAllNotificationsResponseSchema,
  unreadNotificationCountSchema,
} from '@carcare/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { runBulkAction } from '../../http/bulk-action';
import type { BulkJobRunner } from '../bulk-jobs/bulk-job-runner';
import { notFound, orNotFound } from '../../http/http-error';
import { listPage, offsetOf } from '../../http/list-page';
import { bearerSecurity as security, bulkRoute, errorResponses, listRoute, recordRoute } from '../../http/route-docs';
import { callerOf } from '../scope/caller';
import { countNotifications, countUnread, latestNotificationId, markAllRead, markRead, notificationListWhere, selectNotificationIds, selectNotifications } from './notification-queries';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
const NOTIFICATION_NOUN = { one: 'notification', many: 'notifications' };

/**
 * The signed-in admin's own notifications, whatever the role. Another admin's notification answers
 * 404. Marking read changes only the reader's own inbox, so it is not an audited business change.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; bulkJobs: BulkJobRunner }> = async (app, { db, clock, bulkJobs }) => {
  const bulkRead = bulkJobs.define('notifications.read', (caller) => async ({ id }, at, tx) => {
    if (!(await markRead(tx, caller.admin.id, id, at))) throw notFound(NOTIFICATION_NOT_FOUND);
  });
  const tags = ['notifications'];

  app.get(
    '/api/v1/notifications',
    listRoute({ tags, summary: 'The caller’s notifications, newest first', description: 'filter: all (default); new = created in the last 24 hours, read or not; unread = not read yet; other = already read.', querystring: notificationListQuerySchema, item: notificationSchema, errors: [400, 401] }),
    async (request) => {
      const { admin } = callerOf(request);
      const query = request.query;
      const where = notificationListWhere(admin.id, query.filter, clock.now());
      return listPage(query, () => selectNotifications(db, where, query.page_size, offsetOf(query)), { kind: 'exact', count: () => countNotifications(db, where) });
    },
  );

  app.get(
    '/api/v1/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of the caller’s notifications are unread, and the newest one’s id (the badge; polled)',
        security,
        response: { 200: unreadNotificationCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const adminId = callerOf(request).admin.id;
      const [count, latestId] = await Promise.all([countUnread(db, adminId), latestNotificationId(db, adminId)]);
      return { count, latest_id: latestId };
    },
  );

  app.post(
    '/api/v1/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark every unread notification of the caller read',
        security,
        response: { 200: readAllNotificationsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ updated: await markAllRead(db, callerOf(request).admin.id, clock.now()) }),
  );

  app.post(
    '/api/v1/notifications/bulk',
    bulkRoute({ tags, summary: 'Mark many of the caller’s notifications read: listed by id, or every one matching a filter', noun: NOTIFICATION_NOUN, refusals: 'NOT_FOUND for another admin’s notification', more: 'Notifications have no versions: items are ids only.', body: bulkNotificationBodySchema, errors: [400, 401, 409] }),
    async (request, reply) => {
      const caller = callerOf(request);
      const adminId = caller.admin.id;
      const now = clock.now();
      return runBulkAction(
        request.body,
        {
          noun: NOTIFICATION_NOUN,
          list: 'notifications',
          action: 'read',
          matching: (filter, limit) => selectNotificationIds(db, notificationListWhere(adminId, filter.filter, now), limit),
          ...bulkRead.for(caller, {}, db),
        },
        { adminId: callerOf(request).admin.id, clock, jobs: bulkJobs, reply },
      );
    },
  );

  app.post(
    '/api/v1/notifications/:id/read',
    recordRoute({ tags, summary: 'Mark one of the caller’s notifications read', description: 'Reading it again keeps the first reading time. Another admin’s notification answers 404.', record: notificationSchema, errors: [400, 401, 404] }),
    async (request) => {
      const found = await orNotFound(markRead(db, callerOf(request).admin.id, request.params.id, clock.now()), NOTIFICATION_NOT_FOUND);
      return found;
    },
  );
};

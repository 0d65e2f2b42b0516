import type { BulkNotificationBody, BulkAnswer, ListResponse, Notification, NotificationFilter, ReadAllNotificationsResponse, UnreadNotificationCount } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { defineResource } from '../../api/resource';

/** The signed-in admin's own notifications. */
const notifications = defineResource<{ item: Notification }>({ path: 'notifications', tag: 'Notification' });
const LIST = notifications.listTag;
const COUNT = { type: 'Notification', id: 'COUNT' } as const;

export interface NotificationListArgs {
  filter: NotificationFilter;
  page: number;
  page_size: number;
}

/** The caller's notifications: the list (by filter), the unread count, mark one or all read. */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<ListResponse<Notification>, NotificationListArgs>({
      query: (params) => ({ url: notifications.url(), params }),
      providesTags: [LIST],
    }),
    unreadNotificationCount: build.query<UnreadNotificationCount, void>({
      query: () => ({ url: notifications.url('unread-count') }),
      providesTags: [COUNT],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: notifications.url(id, 'read'), method: 'POST' }),
      invalidatesTags: [LIST, COUNT],
    }),
    /** Mark many read (by ids or by the list's filter): the answer says what happened to each. */
    bulkMarkNotificationsRead: build.mutation<BulkAnswer, BulkNotificationBody>({
      query: (body) => ({ url: notifications.url('bulk'), method: 'POST', data: body }),
      invalidatesTags: [LIST, COUNT],
    }),
    markAllNotificationsRead: build.mutation<ReadAllNotificationsResponse, void>({
      query: () => ({ url: notifications.url('read-all'), method: 'POST' }),
      invalidatesTags: [LIST, COUNT],
    }),
  }),
});

/** Marks the lists stale (new notifications arrived): the open ones refetch. */
export const invalidateNotificationLists = () => notificationsApi.util.invalidateTags([LIST]);

export const { useListNotificationsQuery, useUnreadNotificationCountQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation, useBulkMarkNotificationsReadMutation } = notificationsApi;

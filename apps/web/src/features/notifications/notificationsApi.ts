import type { ListResponse, Notification, NotificationFilter, ReadAllNotificationsResponse, UnreadNotificationCount } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const NOTIFICATIONS_PATH = '/api/v1/notifications';
/** How often the bell asks for the unread count (it also asks again when the window regains focus). */
export const UNREAD_POLL_MS = 10_000;

// Notifications are the signed-in admin's own: they hang off the 'Me' tag type (the shared tag list stays as it is).
const LIST = { type: 'Me', id: 'NOTIFICATIONS' } as const;
const COUNT = { type: 'Me', id: 'NOTIFICATION_COUNT' } as const;

export interface NotificationListArgs {
  filter: NotificationFilter;
  page: number;
  page_size: number;
}

/** The caller's notifications: the list (by filter), the polled unread count, mark one or all read. */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<ListResponse<Notification>, NotificationListArgs>({
      query: (params) => ({ url: NOTIFICATIONS_PATH, params }),
      providesTags: [LIST],
    }),
    unreadNotificationCount: build.query<UnreadNotificationCount, void>({
      query: () => ({ url: `${NOTIFICATIONS_PATH}/unread-count` }),
      providesTags: [COUNT],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: `${NOTIFICATIONS_PATH}/${id}/read`, method: 'POST' }),
      invalidatesTags: [LIST, COUNT],
    }),
    markAllNotificationsRead: build.mutation<ReadAllNotificationsResponse, void>({
      query: () => ({ url: `${NOTIFICATIONS_PATH}/read-all`, method: 'POST' }),
      invalidatesTags: [LIST, COUNT],
    }),
  }),
});

/** Marks the lists stale (new notifications arrived): the open ones refetch. */
export const invalidateNotificationLists = () => notificationsApi.util.invalidateTags([LIST]);

export const { useListNotificationsQuery, useUnreadNotificationCountQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;

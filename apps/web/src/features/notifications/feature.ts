import { lazy } from 'react';
import { defineFeature } from '../../app/defineFeature';
import { NOTIFICATION_TEXTS } from './notificationTexts';

const routes = [{ path: 'notifications', title: NOTIFICATION_TEXTS.title, permission: 'notifications.read' as const, page: lazy(() => import('./NotificationsPage')) }];

/** The notifications page ("View All" of the bell), the same for the three roles. */
export const notificationsFeature = defineFeature({
  id: 'notifications',
  routes: { super_admin: routes, workshop_admin: routes, society_manager: routes },
});

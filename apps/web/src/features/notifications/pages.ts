import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

const NotificationsPage = lazy(() => import('./NotificationsPage'));

/** The notifications page ("View All" of the bell), the same for the three roles. */
export const notificationPages: PageRegistry = {
  'super_admin:notifications': NotificationsPage,
  'workshop_admin:notifications': NotificationsPage,
  'society_manager:notifications': NotificationsPage,
};

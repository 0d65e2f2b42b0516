import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
// Not notificationTexts: its filter list comes with a zod schema, which the sign-in page would then load.
import { SHELL_LABELS } from '../../layout/MainLayout/labels';

const routes = [{ path: 'notifications', title: SHELL_LABELS.notifications, permission: 'notifications.read' as const, page: lazyPage(() => import('./NotificationsPage')) }];

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Notification: true;
  }
}

/** The notifications page ("View All" of the bell), the same for the three roles. */
export default defineFeature({
  id: 'notifications',
  tags: ['Notification'],
  routes: { super_admin: routes, workshop_admin: routes, society_manager: routes },
});

import { defineModule } from '../api-module';
import { notificationExport } from './notification-export';
import { notificationRoutes } from './notification-routes';

export default defineModule({
  tags: [{ name: 'notifications', description: 'The signed-in admin’s own notifications: list, unread count, mark read' }],
  access: 'notifications.read',
  routes: [notificationRoutes],
  exports: [notificationExport],
});

import { defineModule } from '../api-module';
import { eventRoutes } from './event-routes';

export default defineModule({
  tags: [{ name: 'events', description: 'Live changes (Server-Sent Events)' }],
  access: 'signed-in',
  routes: [eventRoutes],
});

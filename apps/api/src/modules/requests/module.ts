import { defineModule } from '../api-module';
import { requestExport } from './request-export';
import { requestRoutes } from './request-routes';

export default defineModule({
  tags: [{ name: 'requests', description: 'Service requests (bookings): timeline, state changes, cash payments' }],
  access: 'requests.transition',
  routes: [requestRoutes],
  exports: [requestExport],
});

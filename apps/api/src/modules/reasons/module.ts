import { defineModule } from '../api-module';
import { reasonExport } from './reason-export';
import { reasonRoutes } from './reason-routes';

export default defineModule({
  tags: [{ name: 'cancellation reasons', description: 'Reasons offered when a booking is cancelled, in order' }],
  access: 'reasons.manage',
  routes: [reasonRoutes],
  exports: [reasonExport],
});

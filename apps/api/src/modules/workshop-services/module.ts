import { defineModule } from '../api-module';
import { offeringExport } from './offering-export';
import { workshopServiceRoutes } from './offering-routes';

export default defineModule({
  tags: [{ name: 'workshop services', description: 'The services each workshop offers, at its own prices' }],
  access: 'offerings.manage',
  routes: [workshopServiceRoutes],
  exports: [offeringExport],
});

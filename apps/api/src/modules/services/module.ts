import { defineModule } from '../api-module';
import { serviceExport } from './service-export';
import { serviceImageRoutes } from './service-image-routes';
import { serviceRoutes } from './service-routes';

export default defineModule({
  tags: [{ name: 'services', description: 'The service catalogue and new-service requests' }],
  access: 'services.read',
  routes: [serviceRoutes, serviceImageRoutes],
  exports: [serviceExport],
});

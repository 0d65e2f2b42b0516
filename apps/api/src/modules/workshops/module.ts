import { defineModule } from '../api-module';
import { workshopExport } from './workshop-export';
import { workingHoursRoutes } from './working-hours-routes';
import { workshopRoutes } from './workshop-routes';

export default defineModule({
  tags: [{ name: 'workshops', description: 'Workshops (garages) and their admins' }],
  access: 'workshops.manage',
  routes: [workshopRoutes, workingHoursRoutes],
  exports: [workshopExport],
});

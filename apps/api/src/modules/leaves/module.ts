import { defineModule } from '../api-module';
import { leaveExport } from './leave-export';
import { leaveRoutes } from './leave-routes';

export default defineModule({
  tags: [{ name: 'leaves', description: 'Leaves and the Absent List' }],
  access: 'leaves.manage',
  routes: [leaveRoutes],
  exports: [leaveExport],
});

import { defineModule } from '../api-module';
import { workerExport } from './worker-export';
import { workerRoutes } from './worker-routes';

export default defineModule({
  tags: [{ name: 'workers', description: 'Workers, their societies and profiles' }],
  access: 'workers.manage',
  routes: [workerRoutes],
  exports: [workerExport],
});

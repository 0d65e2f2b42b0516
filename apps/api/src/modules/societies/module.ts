import { defineModule } from '../api-module';
import { societyExport } from './society-export';
import { societyRoutes } from './society-routes';

export default defineModule({
  tags: [{ name: 'societies', description: 'Societies and their managers' }],
  access: 'societies.manage',
  routes: [societyRoutes],
  exports: [societyExport],
});

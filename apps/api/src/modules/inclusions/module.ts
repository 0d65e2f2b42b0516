import { defineModule } from '../api-module';
import { inclusionExport } from './inclusion-export';
import { inclusionRoutes } from './inclusion-routes';

export default defineModule({
  tags: [{ name: 'service inclusions', description: 'What catalogue services include' }],
  access: 'inclusions.read',
  routes: [inclusionRoutes],
  exports: [inclusionExport],
});

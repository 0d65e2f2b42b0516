import { defineModule } from '../api-module';
import { sopExport } from './sop-export';
import { sopRoutes } from './sop-routes';

export default defineModule({
  tags: [{ name: 'sops', description: 'Standard operating procedures: ordered steps per service, draft → published → archived' }],
  access: 'sops.manage',
  routes: [sopRoutes],
  exports: [sopExport],
});

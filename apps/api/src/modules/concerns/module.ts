import { defineModule } from '../api-module';
import { concernExport } from './concern-export';
import { concernRoutes } from './concern-routes';

export default defineModule({
  tags: [{ name: 'concerns', description: 'User concerns (support tickets): thread, replies, priority, status changes; phone logging' }],
  access: 'concerns.manage',
  routes: [concernRoutes],
  exports: [concernExport],
});

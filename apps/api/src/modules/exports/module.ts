import { defineModule } from '../api-module';
import { exportRoutes } from './export-routes';

export default defineModule({
  tags: [{ name: 'exports', description: 'Downloads of whole lists as CSV or XLSX, with progress and cancel' }],
  access: 'signed-in',
  routes: [exportRoutes],
});

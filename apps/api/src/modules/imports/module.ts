import { defineModule } from '../api-module';
import { importRoutes } from './import-routes';

export default defineModule({
  tags: [{ name: 'imports', description: 'Workers, workshops, societies and cancellation reasons from a CSV or XLSX file: template, dry run, import as a bulk job' }],
  access: 'signed-in',
  routes: [importRoutes],
});

import { defineModule } from '../api-module';
import { bulkJobRoutes } from './bulk-job-routes';

export default defineModule({
  tags: [{ name: 'bulk jobs', description: 'Bulk actions by filter over more than 1000 rows, worked through on the server: progress, refused rows, cancel' }],
  access: 'signed-in',
  routes: [bulkJobRoutes],
});

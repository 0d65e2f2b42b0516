import { defineModule } from '../api-module';
import { auditExport } from './audit-export';
import { auditRoutes } from './audit-routes';

export default defineModule({
  tags: [{ name: 'audit', description: 'The audit log of recorded changes (super admin)' }],
  access: 'audit.read',
  routes: [auditRoutes],
  exports: [auditExport],
});

import { defineModule } from '../api-module';
import { dashboardRoutes } from './dashboard-routes';

export default defineModule({
  tags: [{ name: 'dashboard', description: 'Each role’s dashboard figures, aggregated in its scope' }],
  access: 'dashboard.read',
  routes: [dashboardRoutes],
});

import { defineModule } from '../api-module';
import { healthRoutes } from './health-routes';

export default defineModule({
  tags: [{ name: 'health', description: 'Liveness and readiness' }],
  access: 'public',
  routes: [healthRoutes],
});

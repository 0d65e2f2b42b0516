import { defineModule } from '../api-module';
import { meRoutes } from './me-routes';

export default defineModule({
  tags: [{ name: 'me', description: 'The signed-in admin' }],
  access: 'signed-in',
  routes: [meRoutes],
});

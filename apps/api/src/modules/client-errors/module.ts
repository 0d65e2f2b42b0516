import { defineModule } from '../api-module';
import { clientErrorRoutes } from './client-error-routes';

export default defineModule({
  tags: [{ name: 'client errors', description: 'Failures the console reports from the browser' }],
  // A page can fail before sign-in, and a lost session can be why it failed.
  access: 'public',
  routes: [clientErrorRoutes],
});

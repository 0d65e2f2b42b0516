import { defineModule } from '../api-module';
import { preferenceRoutes } from './preference-routes';

export default defineModule({
  // Filed under the me module's tag.
  tags: [],
  access: 'signed-in',
  routes: [preferenceRoutes],
});

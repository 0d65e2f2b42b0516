import { defineModule } from '../api-module';
import { savedViewRoutes } from './saved-view-routes';

export default defineModule({
  // Filed under the me module's tag.
  tags: [],
  access: 'signed-in',
  routes: [savedViewRoutes],
});

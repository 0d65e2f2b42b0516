import { defineModule } from '../api-module';
import { searchRoutes } from './search-routes';

export default defineModule({
  tags: [{ name: 'search', description: 'The header search: what the caller may see, grouped by kind' }],
  access: 'search.use',
  routes: [searchRoutes],
});

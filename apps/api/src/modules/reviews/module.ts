import { defineModule } from '../api-module';
import { reviewExport } from './review-export';
import { reviewRoutes } from './review-routes';

export default defineModule({
  tags: [{ name: 'reviews', description: 'Customer reviews: moderation (hide/publish) and the workshop’s reply' }],
  access: 'reviews.read',
  routes: [reviewRoutes],
  exports: [reviewExport],
});

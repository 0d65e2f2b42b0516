import { defineModule } from '../api-module';
import { bannerExport } from './banner-export';
import { bannerImageRoutes } from './banner-image-routes';
import { bannerRoutes } from './banner-routes';

export default defineModule({
  tags: [{ name: 'banners', description: 'Promotional banners of the customer app: images, order, schedule; the public live list' }],
  access: 'banners.manage',
  routes: [bannerRoutes, bannerImageRoutes],
  exports: [bannerExport],
});

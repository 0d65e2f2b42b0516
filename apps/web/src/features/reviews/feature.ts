import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { everyOrOwnWorkshopRoutes } from '../../components/list/prefetchList';
import { REVIEW_LIST, reviewsApi } from './reviewsApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const ReviewIcon = lazyMenuIcon(() => import('@mui/icons-material/StarBorderOutlined'));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Review: true;
  }
}

/** Customer reviews, with replies and moderation: every workshop's for the super admin, its own for a workshop admin. */
export default defineFeature({
  id: 'reviews',
  tags: ['Review'],
  routes: everyOrOwnWorkshopRoutes({ path: 'reviews', menuId: 'reviews', page: gridPage(() => import('./ReviewListPage')) }, reviewsApi.endpoints.listReviews, REVIEW_LIST),
  icons: { review: ReviewIcon },
});

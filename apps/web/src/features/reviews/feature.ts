import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { REVIEW_LIST, reviewsApi } from './reviewsApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const ReviewIcon = lazyMenuIcon(() => import('@mui/icons-material/StarBorderOutlined'));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Review: true;
  }
}

const listPage = gridPage(() => import('./ReviewListPage'));

/** Customer reviews, with replies and moderation: every workshop's for the super admin, its own for a workshop admin. */
export default defineFeature({
  id: 'reviews',
  tags: ['Review'],
  routes: {
    super_admin: [{ path: 'reviews', menuId: 'reviews', page: listPage, data: prefetchList(reviewsApi.endpoints.listReviews, REVIEW_LIST, prefetchWorkshopFilter) }],
    workshop_admin: [{ path: 'reviews', menuId: 'reviews', page: listPage, data: prefetchList(reviewsApi.endpoints.listReviews, REVIEW_LIST) }],
  },
  icons: { review: ReviewIcon },
});

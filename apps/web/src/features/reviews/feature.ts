import ReviewIcon from '@mui/icons-material/StarBorderOutlined';
import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { REVIEW_LIST, reviewsApi } from './reviewsApi';

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Review: true;
  }
}

/** Customer reviews, with replies and moderation. */
export default defineFeature({
  id: 'reviews',
  tags: ['Review'],
  routes: { super_admin: [{ path: 'reviews', menuId: 'reviews', page: gridPage(() => import('./ReviewListPage')), data: prefetchList(reviewsApi.endpoints.listReviews, REVIEW_LIST, prefetchWorkshopFilter) }] },
  icons: { review: ReviewIcon },
});

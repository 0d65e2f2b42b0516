import { lazyPage } from '../../app/lazyPage';
import ReviewIcon from '@mui/icons-material/StarBorderOutlined';
import { defineFeature } from '../../app/defineFeature';

/** Customer reviews, with replies and moderation. */
export const reviewsFeature = defineFeature({
  id: 'reviews',
  routes: { super_admin: [{ path: 'reviews', menuId: 'reviews', page: lazyPage(() => import('./ReviewListPage')) }] },
  icons: { review: ReviewIcon },
});

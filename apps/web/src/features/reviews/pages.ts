import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

/** The routes this feature serves; each page is its own lazily loaded chunk. */
export const reviewPages: PageRegistry = {
  'super_admin:reviews': lazy(() => import('./ReviewListPage')),
};

import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

/** The routes this feature serves; each page is its own lazily loaded chunk. */
export const societyPages: PageRegistry = {
  'super_admin:society-list': lazy(() => import('./SocietyListPage')),
  'super_admin:addsociety': lazy(() => import('./AddSocietyPage')),
  'super_admin:editSociety': lazy(() => import('./EditSocietyPage')),
};

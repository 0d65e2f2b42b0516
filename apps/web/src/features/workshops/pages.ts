import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

/** The routes this feature serves; each page is its own lazily loaded chunk. */
export const workshopPages: PageRegistry = {
  'super_admin:workshop-list': lazy(() => import('./WorkshopListPage')),
  'super_admin:addWorkshop': lazy(() => import('./AddWorkshopPage')),
  'super_admin:editWorkshop': lazy(() => import('./EditWorkshopPage')),
  'super_admin:adminprofile/:id': lazy(() => import('./WorkshopProfilePage')),
};

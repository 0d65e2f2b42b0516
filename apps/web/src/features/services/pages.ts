import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

/** The routes this feature serves; each page is its own lazily loaded chunk. */
export const servicePages: PageRegistry = {
  'super_admin:service': lazy(() => import('./ServiceCataloguePage')),
  'super_admin:addservice': lazy(() => import('./AddServicePage')),
  'super_admin:edit-service/:id': lazy(() => import('./EditServicePage')),
  'super_admin:serviceinclusionsform': lazy(() => import('./InclusionsPage')),
  'workshop_admin:list-service': lazy(() => import('./OfferingListPage')),
  'workshop_admin:service': lazy(() => import('./OfferServicePage')),
  'workshop_admin:edit-service/:id': lazy(() => import('./EditOfferingPage')),
  'workshop_admin:requestnewservice': lazy(() => import('./RequestNewServicePage')),
};

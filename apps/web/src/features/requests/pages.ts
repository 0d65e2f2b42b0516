import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

const listPage = (name: 'SuperAdminRequestListPage' | 'WorkshopRequestListPage') =>
  lazy(() => import('./RequestListPage').then((m) => ({ default: m[name] })));
const detailsPage = lazy(() => import('./RequestDetailsPage'));

/** The routes this feature serves; each page is its own lazily loaded chunk. */
export const requestPages: PageRegistry = {
  'super_admin:requests': listPage('SuperAdminRequestListPage'),
  'workshop_admin:list-requests': listPage('WorkshopRequestListPage'),
  'super_admin:service-details/:id': detailsPage,
  'workshop_admin:service-details/:id': detailsPage,
};

import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

const listPage = (name: 'SuperAdminConcernListPage' | 'WorkshopConcernListPage') =>
  lazy(() => import('./ConcernListPage').then((m) => ({ default: m[name] })));
const detailsPage = lazy(() => import('./ConcernDetailsPage'));

/** The routes this feature serves; each page is its own lazily loaded chunk. */
export const concernPages: PageRegistry = {
  'super_admin:userconcerns': listPage('SuperAdminConcernListPage'),
  'workshop_admin:userconcerns': listPage('WorkshopConcernListPage'),
  'super_admin:userconcerns/:id': detailsPage,
  'workshop_admin:userconcerns/:id': detailsPage,
};

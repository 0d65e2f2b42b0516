import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

const page = (name: 'SuperAdminAbsentListPage' | 'WorkshopAbsentListPage' | 'SocietyAbsentListPage') =>
  lazy(() => import('./AbsentListPage').then((m) => ({ default: m[name] })));

/** The routes this feature serves; each page is its own lazily loaded chunk. */
export const leavePages: PageRegistry = {
  'super_admin:listofleave': page('SuperAdminAbsentListPage'),
  'workshop_admin:listofleaves': page('WorkshopAbsentListPage'),
  'society_manager:listofleave': page('SocietyAbsentListPage'),
};

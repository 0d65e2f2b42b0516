import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

/** The routes this feature serves; each page is its own lazily loaded chunk. */
export const workerPages: PageRegistry = {
  'workshop_admin:workshop-list': lazy(() => import('./WorkerListPage').then((m) => ({ default: m.WorkshopWorkerListPage }))),
  'workshop_admin:addWorkshop': lazy(() => import('./AddWorkerPage')),
  'workshop_admin:workshprofile/:id': lazy(() => import('./WorkerProfilePage').then((m) => ({ default: m.WorkshopWorkerProfilePage }))),
  'society_manager:society-list': lazy(() => import('./WorkerListPage').then((m) => ({ default: m.SocietyWorkerListPage }))),
  'society_manager:workerprofile/:id': lazy(() => import('./WorkerProfilePage').then((m) => ({ default: m.SocietyWorkerProfilePage }))),
};

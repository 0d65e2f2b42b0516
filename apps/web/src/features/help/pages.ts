import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

const helpPage = lazy(() => import('./HelpPage'));

/** sample-page is the role's help ("Help" in the route table). */
export const helpPages: PageRegistry = {
  'super_admin:sample-page': helpPage,
  'workshop_admin:sample-page': helpPage,
  'society_manager:sample-page': helpPage,
};

import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry';

/** The routes this feature serves; each page is its own lazily loaded chunk. */
export const sopPages: PageRegistry = {
  'super_admin:sop': lazy(() => import('./SopListPage')),
  'super_admin:create-sop': lazy(() => import('./SopEditorPage')),
};

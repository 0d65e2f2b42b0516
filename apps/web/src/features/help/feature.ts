import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import english from './i18n/en.json';

/** The help page's path under each role home (the spec's sample-page); the profile menu links it. */
export const HELP_ROUTE_PATH = 'sample-page';

const routes = [{ path: HELP_ROUTE_PATH, title: english.title, page: lazyPage(() => import('./HelpPage')) }];

/** sample-page is the role's help: one line per item of its menu. */
export const helpFeature = defineFeature({
  id: 'help',
  routes: { super_admin: routes, workshop_admin: routes, society_manager: routes },
});

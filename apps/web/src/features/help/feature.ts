import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';

/** The help page's path under each role home (the spec's sample-page); the profile menu links it. */
export const HELP_ROUTE_PATH = 'sample-page';

// The route title is English, as every route title is (the shell shows it in the admin's language), and
// a literal: the browser tests load the feature descriptors in Node, which imports no JSON without an attribute.
const routes = [{ path: HELP_ROUTE_PATH, title: 'Help', page: lazyPage(() => import('./HelpPage')) }];

/** sample-page is the role's help: one line per item of its menu. */
export const helpFeature = defineFeature({
  id: 'help',
  routes: { super_admin: routes, workshop_admin: routes, society_manager: routes },
});

import { lazyPage } from '../../app/lazyPage';
import { defineFeature } from '../../app/defineFeature';
import { HELP_ROUTE_PATH } from './public';

// The route title is English, as every route title is (the shell shows it in the admin's language), and
// a literal: the browser tests load the feature descriptors in Node, which imports no JSON without an attribute.
const routes = [{ path: HELP_ROUTE_PATH, title: 'Help', page: lazyPage(() => import('./HelpPage')) }];

/** sample-page is the role's help: one line per item of its menu. */
export default defineFeature({
  id: 'help',
  routes: { super_admin: routes, workshop_admin: routes, society_manager: routes },
});

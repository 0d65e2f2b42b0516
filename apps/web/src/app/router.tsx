import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { UNAUTHORIZED_PATH } from '@carcare/contracts';
import { config } from '../config';
import { DocumentTitle } from '../components/DocumentTitle';
import { PublicOnly } from '../features/auth/PublicOnly';
import { RouteError } from '../pages/RouteError';
import { NotFound, SignInPage, SuspenseOutlet, Unauthorized } from './lazyPages';

/** The id of the route every page sits in; the role groups are added to its children. */
export const SHELL_ROUTE_ID = 'shell';

/**
 * The route table the console starts with (spec §2): sign-in, /unauthorized and the 404. The role
 * groups (app/roleRoutes.tsx) are added when a path first needs them (roleRoutesOnDemand).
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: SHELL_ROUTE_ID,
      element: (
        <>
          <DocumentTitle />
          <SuspenseOutlet />
        </>
      ),
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <PublicOnly />, children: [{ index: true, element: <SignInPage /> }] },
        { path: UNAUTHORIZED_PATH, element: <Unauthorized /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/**
 * For one router: React Router asks this when a path is matched only by the 404's `*` (every
 * console path, until the role groups are in). It loads the role groups and adds them once, and
 * the router matches the path again. The sign-in page and /unauthorized match without it.
 */
export function roleRoutesOnDemand(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch, signal }) => {
    if (added) return;
    const { roleRoutes } = await import('./roleRoutes');
    // A navigation overtaken by another ignores its patch: the next one adds them.
    if (added || signal.aborted) return;
    added = true;
    patch(SHELL_ROUTE_ID, roleRoutes());
  };
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: config.routerBasename, patchRoutesOnNavigation: roleRoutesOnDemand() });
}

import { createElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROLE_HOME, UNAUTHORIZED_PATH, USER_TYPES, type UserType } from '@carcare/contracts';
import { config } from '../config';
import { DocumentTitle } from '../components/DocumentTitle';
import { PublicOnly } from '../features/auth/PublicOnly';
import { RoleGuard } from '../features/auth/RoleGuard';
import { RouteError } from '../pages/RouteError';
import { MainLayout, NotFound, SignInPage, SuspenseOutlet, Unauthorized } from './lazyPages';
import { routesForUserType } from './consoleRoutes';

function roleGroup(role: UserType): RouteObject {
  return {
    path: ROLE_HOME[role],
    element: <RoleGuard role={role} />,
    children: [
      {
        element: <MainLayout />,
        children: routesForUserType(role).map(({ path, page }): RouteObject => {
          const element = createElement(page);
          // No waterfall: the layout's and the page's code are asked for together when the route
          // is entered, not the page's only once the layout has loaded and rendered. Nothing is
          // awaited, so the navigation itself does not wait.
          const loader = () => {
            MainLayout.preload().catch(() => undefined);
            page.preload().catch(() => undefined);
            return null;
          };
          return path === '' ? { index: true, element, loader } : { path, element, loader };
        }),
      },
    ],
  };
}

/** The whole route table (spec §2): sign-in, the three role groups (from app/features.ts), /unauthorized and the 404. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: (
        <>
          <DocumentTitle />
          <SuspenseOutlet />
        </>
      ),
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <PublicOnly />, children: [{ index: true, element: <SignInPage /> }] },
        ...USER_TYPES.map(roleGroup),
        { path: UNAUTHORIZED_PATH, element: <Unauthorized /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: config.routerBasename });
}

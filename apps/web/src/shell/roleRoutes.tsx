import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { ROLE_HOME, USER_TYPES, type UserType } from '@carcare/contracts';
import { RoleGuard } from '../features/auth/RoleGuard';
import { selectToken, selectUserType } from '../app/session/authSlice';
import type { AppStore } from '../app/makeStore';
import { MainLayout } from './lazyPages';
import { routesForUserType } from '../app/consoleRoutes';
// Registers every feature's descriptor, which the route table below is built from.
import './features';

/** The store a route's loader reads the session from and asks for the page's data with. */
export type RouteDataStore = Pick<AppStore, 'getState' | 'dispatch'>;

function roleGroup(role: UserType, store: RouteDataStore): RouteObject {
  return {
    path: ROLE_HOME[role],
    element: <RoleGuard role={role} />,
    children: [
      {
        element: <MainLayout />,
        children: routesForUserType(role).map(({ path, page, data }): RouteObject => {
          const element = createElement(page);
          // No waterfall: the layout's and the page's code, and the page's first data, are asked
          // for together when the route is entered, not the page's code once the layout has
          // rendered and its data once the page has. Nothing is awaited, so the navigation itself
          // does not wait. Data is asked for only when the role guard will let the page show.
          const loader = ({ request, params }: { request: Request; params: Readonly<Partial<Record<string, string>>> }) => {
            MainLayout.preload().catch(() => undefined);
            page.preload().catch(() => undefined);
            const state = store.getState();
            if (data && selectToken(state) && selectUserType(state) === role) data(new URL(request.url).searchParams, store.dispatch, params);
            return null;
          };
          return path === '' ? { index: true, element, loader } : { path, element, loader };
        }),
      },
    ],
  };
}

/**
 * The three role groups (spec §2), from the feature descriptors shell/features.ts finds. They join the
 * route table on the first visit to a console path (shell/router.tsx), so the sign-in page does not
 * load every feature's descriptor, menu icons and route list.
 */
export function roleRoutes(store: RouteDataStore): RouteObject[] {
  return USER_TYPES.map((role) => roleGroup(role, store));
}

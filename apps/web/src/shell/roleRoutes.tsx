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

/** Whether the console's first page is still to be entered (see the loader below). */
interface Entry {
  first: boolean;
}

function roleGroup(role: UserType, store: RouteDataStore, entry: Entry): RouteObject {
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
          // rendered and its data once the page has. Data is asked for only when the role guard will
          // let the page show, and never awaited.
          // The first console page waits for its code and the layout's (already on their way from
          // index.html's preloads), so the console's first pass draws both: rendered before they
          // arrive, it would show the page loader, and React holds back a reveal that follows a
          // loader for a while. Later navigations do not wait: the loader shows at once.
          const loader = ({ request, params }: { request: Request; params: Readonly<Partial<Record<string, string>>> }) => {
            const code = Promise.all([MainLayout.preload(), page.preload()]).then(
              () => null,
              () => null,
            );
            const state = store.getState();
            if (data && selectToken(state) && selectUserType(state) === role) data(new URL(request.url).searchParams, store.dispatch, params);
            if (!entry.first) return null;
            entry.first = false;
            return code;
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
  const entry: Entry = { first: true };
  return USER_TYPES.map((role) => roleGroup(role, store, entry));
}

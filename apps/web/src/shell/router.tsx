import { Suspense } from 'react';
import type { RouteDataStore } from './roleRoutes';
import { createBrowserRouter, Outlet, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { UNAUTHORIZED_PATH } from '@carcare/contracts';
import { config } from '../config';
import { DocumentTitle } from '../components/DocumentTitle';
import { PublicOnly } from '../features/auth/PublicOnly';
import { SignInNoticeHost } from '../features/auth/SignInNoticeHost';
import { PlainPageLoader } from '../components/plain/PlainPageLoader';
import { RouteError } from '../pages/RouteError';
import { ConsoleShell, MainLayout, NotFound, SignInPage, Unauthorized } from './lazyPages';
import { nextTask } from '../app/lazyPage';
import { provideConsoleParts } from '../app/consoleParts';

/** The id of the console shell's route (MUI, notistack): the role groups are added to its children. */
export const SHELL_ROUTE_ID = 'shell';

/**
 * The route table the console starts with (spec §2): sign-in, and in the console's shell (MUI's
 * theme and notistack, a lazy chunk) /unauthorized and the 404. The role groups
 * (shell/roleRoutes.tsx) are added to the shell when a path first needs them (roleRoutesOnDemand).
 * The sign-in page and the route error page are drawn without MUI, so the first visit loads none.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: (
        <>
          <DocumentTitle />
          <Suspense fallback={<PlainPageLoader />}>
            <Outlet />
          </Suspense>
          {/* Beside every page, so "Login successful!" stays up across the redirect into the console. */}
          <SignInNoticeHost />
        </>
      ),
      // Plain, in the entry: it must show when a chunk fails to load (a stale bundle after a deploy),
      // and the shell's own chunk may be the one failing. Every render is inside this route, so a
      // failure anywhere shows this page, never a blank screen.
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <PublicOnly />, children: [{ index: true, element: <SignInPage /> }] },
        {
          id: SHELL_ROUTE_ID,
          element: <ConsoleShell />,
          children: [
            { path: UNAUTHORIZED_PATH, element: <Unauthorized /> },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

/**
 * For one router: React Router asks this when a path is matched only by the 404's `*` (every
 * console path, until the role groups are in). It loads the role groups and adds them once, and
 * the router matches the path again. The sign-in page and /unauthorized match without it.
 */
export function roleRoutesOnDemand(store: RouteDataStore): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch, signal }) => {
    if (added) return;
    // The shell (MUI, emotion), RTK Query's API, the date formats and the role groups are prepared
    // in turn, a task each: each is a long task on a phone's CPU, and together they held the
    // main thread far longer than input can wait. Signed in, their code is already loading (build/signedInPreload.ts).
    await ConsoleShell.preload();
    await nextTask();
    await import('../api/baseApi');
    await nextTask();
    (await import('../components/format/dates')).prepareDateFormats();
    await nextTask();
    const { roleRoutes } = await import('./roleRoutes');
    // A navigation overtaken by another ignores its patch: the next one adds them.
    if (added || signal.aborted) return;
    added = true;
    patch(SHELL_ROUTE_ID, roleRoutes(store));
  };
}

/**
 * Hands the foundation what it may not import (the shell sits above it): how to load the feature
 * descriptors, and the shell's own code, for the sign-in page to preload while the admin types the code.
 */
export function provideShellParts(): void {
  provideConsoleParts({
    loadRouteTable: () => import('./routeTable'),
    preloadShell: () => {
      ConsoleShell.preload().catch(() => undefined);
      MainLayout.preload().catch(() => undefined);
    },
  });
}

export function createAppRouter(store: RouteDataStore) {
  provideShellParts();
  return createBrowserRouter(buildRoutes(), { basename: config.routerBasename, patchRoutesOnNavigation: roleRoutesOnDemand(store) });
}

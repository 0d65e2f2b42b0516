import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROLE_HOME, UNAUTHORIZED_PATH, USER_TYPES, type UserType } from '@carcare/contracts';
import { config } from '../config';
import { PublicOnly } from '../features/auth/PublicOnly';
import { RoleGuard } from '../features/auth/RoleGuard';
import { RouteError } from '../pages/RouteError';
import {
  Dashboard,
  MainLayout,
  NotFound,
  ProfilePage,
  SignInPage,
  SuspenseOutlet,
  UnderConstruction,
  Unauthorized,
} from './lazyPages';
import { routesForUserType, type ResolvedRoute } from './routeMeta';
import { featurePageFor } from './featurePages';

function pageFor(role: UserType, route: ResolvedRoute): ReactNode {
  const FeaturePage = featurePageFor(role, route.path);
  if (FeaturePage) return <FeaturePage />;
  switch (route.page) {
    case 'dashboard':
      return <Dashboard />;
    case 'profile':
      return <ProfilePage />;
    case 'building':
      return <UnderConstruction title={route.title} about={route.about} />;
  }
}

function roleGroup(role: UserType): RouteObject {
  return {
    path: ROLE_HOME[role],
    element: <RoleGuard role={role} />,
    children: [
      {
        element: <MainLayout />,
        children: routesForUserType(role).map((route): RouteObject =>
          route.path === '' ? { index: true, element: pageFor(role, route) } : { path: route.path, element: pageFor(role, route) },
        ),
      },
    ],
  };
}

/** The whole route table (spec §2): sign-in, the three role groups, /unauthorized and the 404. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <SuspenseOutlet />,
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

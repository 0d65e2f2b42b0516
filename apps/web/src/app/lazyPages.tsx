import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';

// Every page is its own chunk so the sign-in page does not carry the console, nor one page the others.
// Console pages are loaded by their feature descriptors (app/features.ts); these are the shell's own.
export const SignInPage = lazy(() => import('../features/auth/SignInPage'));
export const MainLayout = lazy(() => import('../layout/MainLayout'));
export const NotFound = lazy(() => import('../pages/NotFound'));
export const Unauthorized = lazy(() => import('../pages/Unauthorized'));

/** Shows a loading bar while a lazily loaded child route arrives. */
export function SuspenseOutlet({ children }: { children?: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>;
}

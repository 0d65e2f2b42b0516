import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { lazyPage } from './lazyPage';

// Every page is its own chunk so the sign-in page does not carry the console, nor one page the others.
// Console pages are loaded by their feature descriptors (app/features.ts); these are the shell's own.
export const SignInPage = lazyPage(() => import('../features/auth/SignInPage'));
export const MainLayout = lazyPage(() => import('../layout/MainLayout'));
export const NotFound = lazyPage(() => import('../pages/NotFound'));
export const Unauthorized = lazyPage(() => import('../pages/Unauthorized'));

/** Shows a loading bar while a lazily loaded child route arrives. */
export function SuspenseOutlet({ children }: { children?: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>;
}

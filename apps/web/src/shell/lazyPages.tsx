import { lazyPage } from '../app/lazyPage';

// Every page is its own chunk so the sign-in page does not carry the console, nor one page the others.
// Console pages are loaded by their feature descriptors (shell/features.ts); these are the shell's own.
// Nothing here imports MUI: the entry loads this module.
export const SignInPage = lazyPage(() => import('../features/auth/SignInPage'));
/** MUI's theme, notistack and the loader of every route but the sign-in page (shell/ConsoleShell.tsx). */
export const ConsoleShell = lazyPage(() => import('./ConsoleShell'));
export const MainLayout = lazyPage(() => import('../layout/MainLayout'));
export const NotFound = lazyPage(() => import('../pages/NotFound'));
export const Unauthorized = lazyPage(() => import('../pages/Unauthorized'));

import { BASE_PATH, DEFAULT_DASHBOARD_PATH } from '@carcare/contracts';

/** Every constant of spec §9 that the console uses, named once. */
export const config = {
  basePath: BASE_PATH,
  defaultPath: DEFAULT_DASHBOARD_PATH,
  /** Router base name: a build setting (VITE_BASENAME), default "/". */
  // `import.meta.env &&`: Node has no import.meta.env (the browser tests read the route table, which
  // reaches this module); Vite replaces both in the build.
  routerBasename: (import.meta.env && import.meta.env.VITE_BASENAME) || '/',
  /** API origin: a build setting (VITE_API_BASE_URL), default same origin. */
  apiBaseUrl: ((import.meta.env && import.meta.env.VITE_API_BASE_URL) || '').replace(/\/$/, ''),
  fontFamily: `'Roboto', sans-serif`,
  borderRadius: 12,
  drawerWidth: 260,
  headerHeight: 88,
  denseSpacingPx: 4,
  buttonRadiusPx: 4,
  cardPaddingPx: 24,
  breadcrumbsMaxItems: 8,
  signInSnackbarHideMs: 3000,
  notifications: {
    maxSnack: 3,
    autoHideDurationMs: 5000,
    anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
    transitionDuration: { enter: 225, exit: 195 },
  },
  persist: { key: 'root', version: 1, timeoutMs: 5000 },
  authStorageKey: 'authState',
  notFoundAnimationSeconds: 0.5,
} as const;

export type AppConfig = typeof config;

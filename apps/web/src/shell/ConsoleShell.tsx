import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { SnackbarHost } from '../components/snackbar/SnackbarHost';
import { ThemeCustomization } from '../theme/ThemeCustomization';

/**
 * What every route but the sign-in page sits in: the MUI theme of the customization state (mode,
 * font, radius, CssBaseline), notistack's provider (mounted when idle: SnackbarHost), and a loading
 * bar while a lazy page arrives.
 * A lazy chunk of its own, so the sign-in page carries no MUI, emotion or notistack; the sign-in
 * page preloads it while the admin types the code.
 */
export function ConsoleShell() {
  return (
    <ThemeCustomization>
      <SnackbarHost>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </SnackbarHost>
    </ThemeCustomization>
  );
}

export default ConsoleShell;

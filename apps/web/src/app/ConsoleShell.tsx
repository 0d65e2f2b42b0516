import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { PageLoader } from '../components/PageLoader';
import { config } from '../config';
import { ThemeCustomization } from '../theme/ThemeCustomization';

/**
 * What every route but the sign-in page sits in: the MUI theme of the customization state (mode,
 * font, radius, CssBaseline), notistack's provider, and a loading bar while a lazy page arrives.
 * A lazy chunk of its own, so the sign-in page carries no MUI, emotion or notistack; the sign-in
 * page preloads it while the admin types the code.
 */
export function ConsoleShell() {
  return (
    <ThemeCustomization>
      <SnackbarProvider
        maxSnack={config.notifications.maxSnack}
        autoHideDuration={config.notifications.autoHideDurationMs}
        anchorOrigin={config.notifications.anchorOrigin}
        transitionDuration={config.notifications.transitionDuration}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </SnackbarProvider>
    </ThemeCustomization>
  );
}

export default ConsoleShell;

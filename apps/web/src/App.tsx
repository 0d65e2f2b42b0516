import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { store } from './app/store';
import { config } from './config';
import { ThemeCustomization } from './theme/ThemeCustomization';

const router = createAppRouter();

export function App() {
  return (
    <Provider store={store}>
      <ThemeCustomization>
        <SnackbarProvider
          maxSnack={config.notifications.maxSnack}
          autoHideDuration={config.notifications.autoHideDurationMs}
          anchorOrigin={config.notifications.anchorOrigin}
          transitionDuration={config.notifications.transitionDuration}
        >
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ThemeCustomization>
    </Provider>
  );
}

export default App;

import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { createAppRouter } from './app/router';
import { persistor, store } from './app/store';
import { config } from './config';
import { PageLoader } from './components/PageLoader';
import { ThemeCustomization } from './theme/ThemeCustomization';

const router = createAppRouter();

export function App() {
  return (
    <Provider store={store}>
      <PersistGate loading={<PageLoader />} persistor={persistor}>
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
      </PersistGate>
    </Provider>
  );
}

export default App;

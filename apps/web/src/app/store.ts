import { setupListeners } from '@reduxjs/toolkit/query';
import { persistStore } from 'redux-persist';
import { attachStore } from '../api/httpClient';
import { makeStore } from './makeStore';

export { makeStore } from './makeStore';
export type { AppDispatch, AppStore, RootState } from './makeStore';

/** The console's store: persisted (auth + customization) and wired to the HTTP client. */
export const store = makeStore();
attachStore(store);
setupListeners(store.dispatch);
export const persistor = persistStore(store);

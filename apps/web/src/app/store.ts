import { persistStore } from 'redux-persist';
import { attachStore } from '../api/sessionStore';
import { makeStore } from './makeStore';

export { makeStore } from './makeStore';
export type { AppDispatch, AppStore, RootState } from './makeStore';

/** The console's store: persisted (auth + customization) and following the session of other tabs. */
export const store = makeStore();
attachStore(store);
export const persistor = persistStore(store);

import { attachStore } from '../api/sessionStore';
import { startUserActivityTracking } from './session/userActivity';
import { makeStore } from './makeStore';
import { persistState, readPersistedState } from './persistedState';

export { makeStore } from './makeStore';
export type { AppDispatch, AppStore, RootState } from './makeStore';

/** The console's store: persisted (auth + customization) and following the session of other tabs. */
export const store = makeStore(readPersistedState());
persistState(store);
attachStore(store);
// Token refreshes tell the server whether anyone used the console (the session's idle limit).
startUserActivityTracking();

import { preferencePath, type ListView, type Preference } from '@carcare/contracts';
import { baseApi } from './baseApi';

/**
 * The signed-in admin's own preferences (a list's columns and density), kept by the server. A save
 * or reset shows at once (the cached value changes first) and goes back if the server refuses it.
 */
export const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreference: build.query<Preference, string>({
      query: (key) => ({ url: preferencePath(key) }),
    }),
    savePreference: build.mutation<Preference, { key: string; value: ListView }>({
      query: ({ key, value }) => ({ url: preferencePath(key), method: 'PUT', data: { value } }),
      async onQueryStarted({ key, value }, { dispatch, queryFulfilled }) {
        const patch = dispatch(preferencesApi.util.updateQueryData('getPreference', key, (draft) => ({ ...draft, value })));
        try {
          const { data } = await queryFulfilled;
          void dispatch(preferencesApi.util.upsertQueryData('getPreference', key, data));
        } catch {
          patch.undo();
        }
      },
    }),
    resetPreference: build.mutation<null, string>({
      query: (key) => ({ url: preferencePath(key), method: 'DELETE' }),
      async onQueryStarted(key, { dispatch, queryFulfilled }) {
        const patch = dispatch(preferencesApi.util.updateQueryData('getPreference', key, (draft) => ({ ...draft, value: null, updated_at: null })));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetPreferenceQuery, useSavePreferenceMutation, useResetPreferenceMutation } = preferencesApi;

import { API_PATHS, type Admin, type UpdateMeBody } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { userUpdated } from '../auth/public';

/** The signed-in admin's own record (GET/PATCH /api/v1/me). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Admin, void>({
      query: () => ({ url: API_PATHS.me }),
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<Admin, UpdateMeBody>({
      query: (body) => ({ url: API_PATHS.me, method: 'PATCH', data: body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The server's answer is the new truth: no refetch needed, and the top bar updates too.
          dispatch(profileApi.util.upsertQueryData('getMe', undefined, data));
          dispatch(userUpdated(data));
        } catch {
          // The page shows the error from the mutation result.
        }
      },
    }),
  }),
});

export const { useGetMeQuery, useUpdateMeMutation } = profileApi;

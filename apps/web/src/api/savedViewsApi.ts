import { SAVED_VIEWS_PATH, savedViewPath, type CreateSavedViewBody, type SavedView, type UpdateSavedViewBody, type SavedViewList } from '@carcare/contracts';
import { baseApi } from './baseApi';

/** The signed-in admin's saved views of a list (its own and those shared with its role), kept by the server. */
export const savedViewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSavedViews: build.query<SavedViewList, string>({
      query: (list) => ({ url: SAVED_VIEWS_PATH, params: { list } }),
      providesTags: (_result, _error, list) => [{ type: 'SavedView', id: list }],
    }),
    createSavedView: build.mutation<SavedView, CreateSavedViewBody>({
      query: (body) => ({ url: SAVED_VIEWS_PATH, method: 'POST', data: body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'SavedView', id: body.list }],
    }),
    updateSavedView: build.mutation<SavedView, { view: SavedView; changes: UpdateSavedViewBody }>({
      query: ({ view, changes }) => ({ url: savedViewPath(view.id), method: 'PATCH', data: changes }),
      invalidatesTags: (_result, _error, { view }) => [{ type: 'SavedView', id: view.list }],
    }),
    deleteSavedView: build.mutation<null, SavedView>({
      query: (view) => ({ url: savedViewPath(view.id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, view) => [{ type: 'SavedView', id: view.list }],
    }),
  }),
});

export const { useListSavedViewsQuery, useCreateSavedViewMutation, useUpdateSavedViewMutation, useDeleteSavedViewMutation } = savedViewsApi;

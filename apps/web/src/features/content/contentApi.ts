import type { Banner, BannerList, BannerMoveDirection, CreateBannerBody, PolicyDocument, PolicyHistory, PolicyKind, PolicyState, UpdateBannerBody } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const POLICIES_PATH = '/api/v1/policies';
export const BANNERS_PATH = '/api/v1/banners';

const policyTag = (kind: PolicyKind) => ({ type: 'Policy' as const, id: kind });
const BANNER_LIST = { type: 'Banner', id: 'LIST' } as const;

/** Consent form and privacy policy (draft, publish, history) and promotional banners. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPolicy: build.query<PolicyState, PolicyKind>({
      query: (kind) => ({ url: `${POLICIES_PATH}/${kind}` }),
      providesTags: (_result, _error, kind) => [policyTag(kind)],
    }),
    getPolicyVersions: build.query<PolicyHistory, PolicyKind>({
      query: (kind) => ({ url: `${POLICIES_PATH}/${kind}/versions` }),
      providesTags: (_result, _error, kind) => [policyTag(kind)],
    }),
    getPolicyVersion: build.query<PolicyDocument, { kind: PolicyKind; versionNo: number }>({
      query: ({ kind, versionNo }) => ({ url: `${POLICIES_PATH}/${kind}/versions/${versionNo}` }),
    }),
    savePolicyDraft: build.mutation<PolicyState, { kind: PolicyKind; body: string; version: number | null }>({
      query: ({ kind, body, version }) => ({ url: `${POLICIES_PATH}/${kind}/draft`, method: 'PUT', data: { body, version } }),
      async onQueryStarted({ kind }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(contentApi.util.upsertQueryData('getPolicy', kind, data));
        } catch {
          // The page shows the error.
        }
      },
    }),
    discardPolicyDraft: build.mutation<PolicyState, { kind: PolicyKind; version: number }>({
      query: ({ kind, version }) => ({ url: `${POLICIES_PATH}/${kind}/draft`, method: 'DELETE', params: { version } }),
      invalidatesTags: (_result, _error, { kind }) => [policyTag(kind)],
    }),
    publishPolicy: build.mutation<PolicyState, { kind: PolicyKind; version: number }>({
      query: ({ kind, version }) => ({ url: `${POLICIES_PATH}/${kind}/publish`, method: 'POST', data: { version } }),
      invalidatesTags: (_result, _error, { kind }) => [policyTag(kind)],
    }),

    listBanners: build.query<BannerList, void>({
      query: () => ({ url: BANNERS_PATH }),
      providesTags: [BANNER_LIST],
    }),
    createBanner: build.mutation<Banner, CreateBannerBody>({
      query: (body) => ({ url: BANNERS_PATH, method: 'POST', data: body }),
      invalidatesTags: [BANNER_LIST],
    }),
    updateBanner: build.mutation<Banner, { id: number; body: UpdateBannerBody }>({
      query: ({ id, body }) => ({ url: `${BANNERS_PATH}/${id}`, method: 'PUT', data: body }),
      invalidatesTags: [BANNER_LIST],
    }),
    setBannerActive: build.mutation<Banner, { id: number; active: boolean; version: number }>({
      query: ({ id, active, version }) => ({ url: `${BANNERS_PATH}/${id}/active`, method: 'POST', data: { active, version } }),
      invalidatesTags: [BANNER_LIST],
    }),
    moveBanner: build.mutation<BannerList, { id: number; direction: BannerMoveDirection; version: number }>({
      query: ({ id, direction, version }) => ({ url: `${BANNERS_PATH}/${id}/move`, method: 'POST', data: { direction, version } }),
      // The answer is the whole list in its new order.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(contentApi.util.upsertQueryData('listBanners', undefined, data));
        } catch {
          // The page shows the error.
        }
      },
    }),
    deleteBanner: build.mutation<void, { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `${BANNERS_PATH}/${id}`, method: 'DELETE', params: { version } }),
      invalidatesTags: [BANNER_LIST],
    }),
    uploadBannerImage: build.mutation<Banner, { id: number; version: number; file: Blob; contentType: string }>({
      query: ({ id, version, file, contentType }) => ({ url: `${BANNERS_PATH}/${id}/image`, method: 'PUT', params: { version }, data: file, headers: { 'Content-Type': contentType } }),
      invalidatesTags: [BANNER_LIST],
    }),
    removeBannerImage: build.mutation<Banner, { id: number; version: number }>({
      query: ({ id, version }) => ({ url: `${BANNERS_PATH}/${id}/image`, method: 'DELETE', params: { version } }),
      invalidatesTags: [BANNER_LIST],
    }),
  }),
});

export const {
  useGetPolicyQuery,
  useGetPolicyVersionsQuery,
  useGetPolicyVersionQuery,
  useSavePolicyDraftMutation,
  useDiscardPolicyDraftMutation,
  usePublishPolicyMutation,
  useListBannersQuery,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useSetBannerActiveMutation,
  useMoveBannerMutation,
  useDeleteBannerMutation,
  useUploadBannerImageMutation,
  useRemoveBannerImageMutation,
} = contentApi;

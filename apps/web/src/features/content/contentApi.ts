import type { Banner, BannerList, BannerMoveDirection, CreateBannerBody, DiscardedPolicyDraft, PolicyDocument, PolicyDraftList, PolicyHistory, PolicyKind, PolicyState, UpdateBannerBody } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { defineResource, resourceEndpoints } from '../../api/resource';

/** The consent form and the privacy policy, one record per kind (cached by kind). */
const policies = defineResource<{ item: { id: number } }>({ path: 'policies', tag: 'Policy' });
const policyTag = (kind: PolicyKind) => ({ type: 'Policy' as const, id: kind });

/** The promotional banners: one short list in the order customers see them, not paged. */
export const banners = defineResource<{ item: Banner; create: CreateBannerBody; update: UpdateBannerBody }>({ path: 'banners', tag: 'Banner' });

/** Consent form and privacy policy (draft, publish, history) and promotional banners. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const bannerCrud = resourceEndpoints(build, banners);
    return {
    getPolicy: build.query<PolicyState, PolicyKind>({
      query: (kind) => ({ url: policies.url(kind) }),
      providesTags: (_result, _error, kind) => [policyTag(kind)],
    }),
    getPolicyVersions: build.query<PolicyHistory, PolicyKind>({
      query: (kind) => ({ url: policies.url(kind, 'versions') }),
      providesTags: (_result, _error, kind) => [policyTag(kind)],
    }),
    getPolicyVersion: build.query<PolicyDocument, { kind: PolicyKind; versionNo: number }>({
      query: ({ kind, versionNo }) => ({ url: policies.url(kind, 'versions', versionNo) }),
    }),
    savePolicyDraft: build.mutation<PolicyState, { kind: PolicyKind; body: string; version: number | null }>({
      query: ({ kind, body, version }) => ({ url: policies.url(kind, 'draft'), method: 'PUT', data: { body, version } }),
      async onQueryStarted({ kind }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(contentApi.util.upsertQueryData('getPolicy', kind, data));
        } catch {
          // The page shows the error.
        }
      },
    }),
    /** Answers, in `deleted`, what its Undo (restorePolicyDraft) sends back. */
    discardPolicyDraft: build.mutation<DiscardedPolicyDraft, { kind: PolicyKind; version: number }>({
      query: ({ kind, version }) => ({ url: policies.url(kind, 'draft'), method: 'DELETE', params: { version } }),
      invalidatesTags: (_result, _error, { kind }) => [policyTag(kind)],
    }),
    /** A kind's discarded drafts (a super admin's "Deleted" filter). */
    listDeletedPolicyDrafts: build.query<PolicyDraftList, PolicyKind>({
      query: (kind) => ({ url: policies.url(kind, 'drafts'), params: { deleted: 'true' } }),
      providesTags: (_result, _error, kind) => [policyTag(kind)],
    }),
    restorePolicyDraft: build.mutation<PolicyState, { kind: PolicyKind; id: number; version: number }>({
      query: ({ id, version }) => ({ url: policies.url('drafts', id, 'restore'), method: 'POST', data: { version } }),
      invalidatesTags: (_result, _error, { kind }) => [policyTag(kind)],
    }),
    publishPolicy: build.mutation<PolicyState, { kind: PolicyKind; version: number }>({
      query: ({ kind, version }) => ({ url: policies.url(kind, 'publish'), method: 'POST', data: { version } }),
      invalidatesTags: (_result, _error, { kind }) => [policyTag(kind)],
    }),

    listBanners: build.query<BannerList, void>({
      query: () => ({ url: banners.url() }),
      providesTags: [banners.listTag],
    }),
    /** The deleted banners (a super admin's "Deleted" filter), each restorable until the purge. */
    listDeletedBanners: build.query<BannerList, void>({
      query: () => ({ url: banners.url(), params: { deleted: 'true' } }),
      providesTags: [banners.listTag],
    }),
    createBanner: bannerCrud.create,
    updateBanner: bannerCrud.update,
    setBannerActive: bannerCrud.action<{ id: number; active: boolean; version: number }>(() => 'active'),
    moveBanner: build.mutation<BannerList, { id: number; direction: BannerMoveDirection; version: number }>({
      query: ({ id, direction, version }) => ({ url: banners.url(id, 'move'), method: 'POST', data: { direction, version } }),
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
    deleteBanner: bannerCrud.remove,
    restoreBanner: bannerCrud.restore,
    uploadBannerImage: bannerCrud.action<{ id: number; version: number; file: Blob; contentType: string }>(() => 'image', {
      method: 'PUT',
      params: ({ version }) => ({ version }),
      body: ({ file }) => file,
      headers: ({ contentType }) => ({ 'Content-Type': contentType }),
    }),
    removeBannerImage: bannerCrud.action<{ id: number; version: number }>(() => 'image', { method: 'DELETE', params: ({ version }) => ({ version }) }),
    };
  },
});

export const {
  useGetPolicyQuery,
  useGetPolicyVersionsQuery,
  useGetPolicyVersionQuery,
  useSavePolicyDraftMutation,
  useDiscardPolicyDraftMutation,
  useListDeletedPolicyDraftsQuery,
  useRestorePolicyDraftMutation,
  usePublishPolicyMutation,
  useListBannersQuery,
  useListDeletedBannersQuery,
  useRestoreBannerMutation,
  useCreateBannerMutation,
  useUpdateBannerMutation,
  useSetBannerActiveMutation,
  useMoveBannerMutation,
  useDeleteBannerMutation,
  useUploadBannerImageMutation,
  useRemoveBannerImageMutation,
} = contentApi;

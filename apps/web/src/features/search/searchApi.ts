import type { SearchKind, SearchResponse } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { API_V1 } from '../../api/resource';

export interface SearchArgs {
  q: string;
  kinds: readonly SearchKind[];
}

/** The header search: grouped matches of what the caller may see. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, SearchArgs>({
      query: ({ q, kinds }) => ({ url: `${API_V1}/search`, params: { q, kinds: kinds.join(',') } }),
      // Results go stale fast (new requests, status changes): keep them a short while only.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchQuery } = searchApi;

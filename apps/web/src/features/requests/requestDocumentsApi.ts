import type { Invoice, ListResponse } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

/** A request's GST documents (an invoice per payment, a credit note per refund), read with its page. */
export const requestDocumentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestDocuments: build.query<ListResponse<Invoice>, number>({
      // A request has a handful of documents: one page holds them all.
      query: (requestId) => ({ url: '/api/v1/invoices', params: { request_id: requestId, page_size: 100 } }),
      // A payment or refund of the request (which refreshes the request) issues a document.
      providesTags: (_result, _error, requestId) => [{ type: 'Request', id: requestId }],
    }),
  }),
});

export const { useRequestDocumentsQuery } = requestDocumentsApi;

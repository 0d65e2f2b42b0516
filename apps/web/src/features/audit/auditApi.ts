import type { AuditEvent, AuditFacets, AuditListQuery, ListResponse } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { API_V1, defineResource, resourceEndpoints } from '../../api/resource';

/** The audit log (super admin): read only; its page asks afresh each time it opens (every write adds to it). */
export const auditEvents = defineResource<{ item: AuditEvent; query: AuditListQuery }>({ path: 'audit-events', tag: 'Audit' });

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditEvents: resourceEndpoints(build, auditEvents).list,
    auditFacets: build.query<AuditFacets, void>({
      query: () => ({ url: auditEvents.url('facets') }),
    }),
    // One page of a record's history: `record` is its path below /api/v1 ("workers/12", "policies/privacy_policy").
    recordHistory: build.query<ListResponse<AuditEvent>, { record: string; page: number; page_size: number; cursor?: string }>({
      query: ({ record, ...params }) => ({ url: `${API_V1}/${record}/history`, params }),
    }),
  }),
});

export const { useListAuditEventsQuery, useAuditFacetsQuery, useRecordHistoryQuery } = auditApi;

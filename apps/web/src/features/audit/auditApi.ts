import type { AuditEvent, AuditFacets, AuditListQuery } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';
import { defineResource, resourceEndpoints } from '../../api/resource';

/** The audit log (super admin): read only; its page asks afresh each time it opens (every write adds to it). */
export const auditEvents = defineResource<{ item: AuditEvent; query: AuditListQuery }>({ path: 'audit-events', tag: 'Audit' });

export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditEvents: resourceEndpoints(build, auditEvents).list,
    auditFacets: build.query<AuditFacets, void>({
      query: () => ({ url: auditEvents.url('facets') }),
    }),
  }),
});

export const { useListAuditEventsQuery, useAuditFacetsQuery } = auditApi;

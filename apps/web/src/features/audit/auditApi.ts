import type { AuditEvent, AuditFacets, ListResponse } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const AUDIT_EVENTS_PATH = '/api/v1/audit-events';

/** The audit log (super admin): the filtered, paged list and its filter choices. Always read fresh: every write adds to it. */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditEvents: build.query<ListResponse<AuditEvent>, Record<string, string | number>>({
      query: (params) => ({ url: AUDIT_EVENTS_PATH, params }),
    }),
    auditFacets: build.query<AuditFacets, void>({
      query: () => ({ url: `${AUDIT_EVENTS_PATH}/facets` }),
    }),
  }),
});

export const { useListAuditEventsQuery, useAuditFacetsQuery } = auditApi;

import type { DEFAULT_SETTLEMENT_SORT } from '@carcare/contracts';
import type {
  CommissionRate,
  Language,
  CreateCommissionRateBody,
  CreateSettlementBody,
  ListResponse,
  PaySettlementBody,
  Settlement,
  SettlementLine,
  SettlementListQuery,
} from '@carcare/contracts';
import type { ListDefinition } from '../../components/list/prefetchList';
import { httpClient } from '../../api/httpClient';
import { toApiQueryError } from '../../api/baseApi';
import { API_V1, defineResource, injectResource } from '../../api/resource';

/**
 * Weekly statements (DESIGN §8): the list, one statement, its lines, making and paying one. The route
 * table imports this module only as a route is entered (feature.ts), so no other page loads it.
 */
export const settlements = defineResource<{ item: Settlement; query: SettlementListQuery }>({
  path: 'settlements',
  tag: 'Settlement',
  getEndpoint: 'getSettlement',
  // Paying records a payout: the transactions list and its totals change.
  affects: [{ type: 'Transaction', id: 'LIST' }],
});

/** The answer to "make a statement": the statement, and whether this call made it (201) or found it made (200). */
export interface MadeStatement {
  statement: Settlement;
  created: boolean;
}

export const settlementsApi = injectResource(settlements, ['Settlement', 'Settlements', 'list', 'get'], (crud, build) => ({
  /** RTK Query's base query keeps only the body; 200 and 201 mean different things here, so the call reads the status itself. */
  makeSettlement: build.mutation<MadeStatement, CreateSettlementBody>({
    queryFn: async (body) => {
      try {
        const response = await httpClient.request<Settlement>({ url: settlements.url(), method: 'POST', data: body });
        return { data: { statement: response.data, created: response.status === 201 } };
      } catch (error) {
        return { error: toApiQueryError(error) };
      }
    },
    // A new statement may carry an older one's figure: that one's status changes too.
    invalidatesTags: (result) => (result ? [settlements.listTag, settlements.tagOf(result.statement.id), ...(result.statement.carried_from ? [settlements.tagOf(result.statement.carried_from.id)] : [])] : []),
  }),
  settlementLines: build.query<ListResponse<SettlementLine>, { id: number; page: number; page_size: number }>({
    query: ({ id, ...params }) => ({ url: settlements.url(id, 'lines'), params }),
    providesTags: (_result, _error, { id }) => [settlements.tagOf(id)],
  }),
  paySettlement: crud.action<{ id: number } & PaySettlementBody>(() => 'pay', { answerIsRecord: true }),
  commissionRates: build.query<{ data: CommissionRate[] }, number>({
    query: (workshopId) => ({ url: `${API_V1}/workshops/${workshopId}/commission-rates` }),
    providesTags: (_result, _error, workshopId) => [{ type: 'CommissionRate', id: workshopId }],
  }),
  addCommissionRate: build.mutation<CommissionRate, { workshopId: number; body: CreateCommissionRateBody }>({
    query: ({ workshopId, body }) => ({ url: `${API_V1}/workshops/${workshopId}/commission-rates`, method: 'POST', data: body }),
    invalidatesTags: (_result, _error, { workshopId }) => [{ type: 'CommissionRate', id: workshopId }],
  }),
}));

export const {
  useListSettlementsQuery,
  useGetSettlementQuery,
  useMakeSettlementMutation,
  useSettlementLinesQuery,
  usePaySettlementMutation,
  useCommissionRatesQuery,
  useAddCommissionRateMutation,
} = settlementsApi;

/**
 * The statement's CSV, or its PDF in a language, through the console's one HTTP client (its token and
 * refresh; a plain link could not send them), saved under the server's file name.
 */
export async function downloadStatement(id: number, file: { format: 'csv' } | { format: 'pdf'; language: Language }): Promise<void> {
  const params = file.format === 'pdf' ? { lang: file.language } : undefined;
  const response = await httpClient.request<Blob>({ url: settlements.url(id, file.format), params, responseType: 'blob' });
  const disposition = response.headers['content-disposition'] ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `settlement-${id}.${file.format}`;
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the bytes to the browser's download by now.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

// The contract's default sort as a literal (checked against it): its value would bring the contract's
// zod schemas into the route table, which every console page loads.
/** The list's filters, default sort and saved-view key: its query, also asked for as the route is entered. */
export const SETTLEMENT_LIST = { filters: ['workshop_id', 'status', 'from', 'to'] as const, sort: '-week_start' satisfies typeof DEFAULT_SETTLEMENT_SORT, viewKey: 'list.settlements' } satisfies ListDefinition<string>;

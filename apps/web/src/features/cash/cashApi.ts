import type { DEFAULT_CASH_DEPOSIT_SORT } from '@carcare/contracts';
import type { CashDeposit, CashDepositListQuery, CashInHandResponse, CreateCashDepositBody } from '@carcare/contracts';
import type { ListDefinition } from '../../components/list/prefetchList';
import { defineResource, injectResource } from '../../api/resource';

/** Cash deposits, and the cash each worker still holds (DESIGN §8). */
export const cashDeposits = defineResource<{ item: CashDeposit; query: CashDepositListQuery; create: CreateCashDepositBody }>({
  path: 'cash-deposits',
  tag: 'CashDeposit',
  // A deposit lowers what the worker holds.
  affects: [{ type: 'CashInHand' }],
});

export const cashApi = injectResource(cashDeposits, ['CashDeposit', 'CashDeposits', 'list', 'create'], (_crud, build) => ({
  cashInHand: build.query<CashInHandResponse, { workshop_id?: string; include_settled?: 'true' }>({
    query: (params) => ({ url: '/api/v1/cash-in-hand', params }),
    providesTags: [{ type: 'CashInHand' }],
  }),
}));

export const { useListCashDepositsQuery, useCreateCashDepositMutation, useCashInHandQuery } = cashApi;

// The contract's default sort as a literal (checked against it): its value would bring the contract's
// zod schemas into the route table, which every console page loads.
/** The deposits list's filters, default sort and saved-view key. */
export const CASH_DEPOSIT_LIST = { filters: ['workshop_id', 'worker_id', 'from', 'to'] as const, sort: '-created_at' satisfies typeof DEFAULT_CASH_DEPOSIT_SORT, viewKey: 'list.cash-deposits' } satisfies ListDefinition<string>;

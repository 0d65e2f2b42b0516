import type { DEFAULT_TRANSACTION_SORT } from '@carcare/contracts';
import type { ListDefinition } from '../../components/list/prefetchList';
import type { ListParams, RefundBody, Transaction, TransactionDetails, TransactionListQuery, TransactionTotals } from '@carcare/contracts';
import { defineResource, injectResource } from '../../api/resource';

/** Payments, refunds and payouts (super admin): list, totals for the same filter, details, refunds. */
export const transactions = defineResource<{ item: Transaction; details: TransactionDetails; query: TransactionListQuery }>({
  path: 'transactions',
  tag: 'Transaction',
  getEndpoint: 'getTransaction',
});

export const transactionsApi = injectResource(transactions, ['Transaction', 'Transactions', 'list', 'get'], (crud, build) => ({
  /** The list and its totals share a tag: a refund changes both. */
  transactionTotals: build.query<TransactionTotals, ListParams<TransactionListQuery>>({
    query: (params) => ({ url: transactions.url('totals'), params }),
    providesTags: [transactions.listTag],
  }),
  /** Answers the payment with its refunds. The request's payment status changes too. */
  refundPayment: crud.action<{ id: number; requestId: number | null; body: RefundBody }>(() => 'refund', {
    body: ({ body }) => body,
    answerIsRecord: true,
    also: ({ requestId }) => [{ type: 'Request', id: 'LIST' }, ...(requestId !== null ? [{ type: 'Request' as const, id: requestId }] : [])],
  }),
}));

export const { useListTransactionsQuery, useTransactionTotalsQuery, useGetTransactionQuery, useRefundPaymentMutation } = transactionsApi;

// The contract's default sort as a literal (checked against it): importing its value would bring the
// contract module's zod schemas into the route table, which every console page loads.
/** The list page's filters and default sort: its query, which is also asked for as its route is entered (prefetchList). */
export const TRANSACTION_LIST = { filters: ['kind', 'method', 'status', 'from', 'to', 'workshop_id'] as const, sort: '-created_at' satisfies typeof DEFAULT_TRANSACTION_SORT, viewKey: 'list.transactions' } satisfies ListDefinition<string>;

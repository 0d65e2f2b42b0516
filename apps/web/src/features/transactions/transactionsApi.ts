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

import type { ListResponse, RefundBody, Transaction, TransactionDetails, TransactionTotals } from '@carcare/contracts';
import { baseApi } from '../../api/baseApi';

export const TRANSACTIONS_PATH = '/api/v1/transactions';
export const TRANSACTIONS_CSV_PATH = '/api/v1/transactions.csv';

type ListArgs = Record<string, string | number>;

/** The list, its totals and the details share one tag: a refund changes all three. */
const LIST_TAG = { type: 'Transaction' as const, id: 'LIST' };

/** Payments, refunds and payouts (super admin): list, totals for the same filter, details, refunds. */
export const transactionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTransactions: build.query<ListResponse<Transaction>, ListArgs>({
      query: (params) => ({ url: TRANSACTIONS_PATH, params }),
      providesTags: [LIST_TAG],
    }),
    transactionTotals: build.query<TransactionTotals, Record<string, string>>({
      query: (params) => ({ url: `${TRANSACTIONS_PATH}/totals`, params }),
      providesTags: [LIST_TAG],
    }),
    getTransaction: build.query<TransactionDetails, number>({
      query: (id) => ({ url: `${TRANSACTIONS_PATH}/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Transaction', id }],
    }),
    /** Answers the payment with its refunds. The request's payment status changes too. */
    refundPayment: build.mutation<TransactionDetails, { id: number; requestId: number | null; body: RefundBody }>({
      query: ({ id, body }) => ({ url: `${TRANSACTIONS_PATH}/${id}/refund`, method: 'POST', data: body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(transactionsApi.util.upsertQueryData('getTransaction', id, data));
        } catch {
          // The dialog shows the failure; the tags below refetch the payment.
        }
      },
      // On a conflict (someone refunded meanwhile) the payment is refetched so the dialog shows what is left.
      invalidatesTags: (_result, error, { id, requestId }) => [
        LIST_TAG,
        ...(error ? [{ type: 'Transaction' as const, id }] : []),
        { type: 'Request', id: 'LIST' },
        ...(requestId !== null ? [{ type: 'Request' as const, id: requestId }] : []),
      ],
    }),
  }),
});

export const { useListTransactionsQuery, useTransactionTotalsQuery, useGetTransactionQuery, useRefundPaymentMutation } = transactionsApi;

import type { PaymentMethod, Transaction, TransactionKind, TransactionStatus } from '@carcare/contracts';
import { transactionCode, transactionListQuerySchema } from '@carcare/contracts';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { indiaDateTime, labelOf } from '../exports/export-labels';
import type { ExportWords } from '../exports/export-labels';
import { defineExportColumns, pagedListExport } from '../exports/list-export';
import { checkedTransactionFilters, scopedTransactionWhere, selectTransactionPositions, selectTransactionsByIds } from './transaction-queries';

const rupees = (paise: number) => paise / 100;

/** The words this list's export writes for its codes, in each language of the console. */
const WORDS: ExportWords<{
  transactionKind: Readonly<Record<TransactionKind, string>>;
  paymentMethod: Readonly<Record<PaymentMethod, string>>;
  transactionStatus: Readonly<Record<TransactionStatus, string>>;
}> = {
  en: {
    transactionKind: { payment: 'Payment', refund: 'Refund', payout: 'Payout' },
    paymentMethod: { upi: 'UPI', card: 'Card', netbanking: 'Net banking', cash: 'Cash', wallet: 'Wallet' },
    transactionStatus: { pending: 'Pending', success: 'Successful', failed: 'Failed' },
  },
  hi: {
    transactionKind: { payment: 'भुगतान', refund: 'रिफ़ंड', payout: 'पेआउट' },
    paymentMethod: { upi: 'UPI', card: 'कार्ड', netbanking: 'नेट बैंकिंग', cash: 'नकद', wallet: 'वॉलेट' },
    transactionStatus: { pending: 'पेंडिंग', success: 'सफल', failed: 'असफल' },
  },
};

const COLUMNS = defineExportColumns<'transactions', Transaction>('transactions', [
  { key: 'code', header: 'Code', value: (t) => t.code },
  { key: 'created_at', header: 'Created at (India time)', value: (t) => indiaDateTime(t.created_at) },
  { key: 'kind', header: 'Kind', value: (t, l) => labelOf(WORDS[l.language].transactionKind, t.kind) },
  { key: 'method', header: 'Method', value: (t, l) => labelOf(WORDS[l.language].paymentMethod, t.method) },
  { key: 'amount_paise', header: 'Amount (₹)', value: (t) => rupees(t.amount_paise) },
  { key: 'status', header: 'Status', value: (t, l) => labelOf(WORDS[l.language].transactionStatus, t.status) },
  { key: 'workshop', header: 'Workshop', value: (t) => t.workshop.name },
  { key: 'request', header: 'Request', value: (t) => t.request?.code },
  { key: 'gateway_ref', header: 'Gateway reference', value: (t) => t.gateway_ref },
  { key: 'refund_of', header: 'Refund of', value: (t) => (t.refund_of_id !== null ? transactionCode(t.refund_of_id) : null) },
  { key: 'refunded_paise', header: 'Refunded (₹)', value: (t) => (t.kind === 'payment' ? rupees(t.refunded_paise) : null) },
  { key: 'note', header: 'Note', value: (t) => t.note },
  { key: 'created_by', header: 'Created by', value: (t) => t.created_by?.name },
]);

/** Payments, refunds and payouts in the caller's scope, filtered and sorted as the list. Amounts in rupees. */
export const transactionExport = (db: Db) =>
  pagedListExport(db, 'transactions', COLUMNS, { sheet: { en: 'Transactions', hi: 'लेन-देन' }, permission: 'transactions.read', what: 'the filtered transactions' }, {
    query: transactionListQuerySchema,
    cursor: true,
    where: (scope, query) => scopedTransactionWhere(scope, checkedTransactionFilters(query)),
    reads: { positions: selectTransactionPositions, byIds: selectTransactionsByIds, count: transactions },
  });

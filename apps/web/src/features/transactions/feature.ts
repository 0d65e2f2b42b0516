import TransactionIcon from '@mui/icons-material/ReceiptLongOutlined';
import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { TRANSACTION_LIST, transactionsApi } from './transactionsApi';

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Transaction: true;
  }
}

/** Payments, refunds and payouts. */
export default defineFeature({
  id: 'transactions',
  tags: ['Transaction'],
  routes: { super_admin: [{ path: 'transactions', menuId: 'transactions', page: gridPage(() => import('./TransactionListPage')), data: prefetchList(transactionsApi.endpoints.listTransactions, TRANSACTION_LIST, prefetchWorkshopFilter) }] },
  icons: { transaction: TransactionIcon },
});

import { defineFeature } from '../../app/defineFeature';
import { gridPage } from '../../components/list/wideGrid';
import { prefetchList, prefetchWorkshopFilter } from '../../components/list/prefetchList';
import { TRANSACTION_LIST, transactionsApi } from './transactionsApi';
import { lazyMenuIcon } from '../../components/lazyMenuIcon';

const TransactionIcon = lazyMenuIcon(() => import('@mui/icons-material/ReceiptLongOutlined'));

declare module '../../api/baseApi' {
  interface ApiTagTypes {
    Transaction: true;
  }
}

const listPage = gridPage(() => import('./TransactionListPage'));

/** Payments, refunds and payouts: every workshop's for the super admin, its own (read-only) for a workshop admin. */
export default defineFeature({
  id: 'transactions',
  tags: ['Transaction'],
  routes: {
    super_admin: [{ path: 'transactions', menuId: 'transactions', page: listPage, data: prefetchList(transactionsApi.endpoints.listTransactions, TRANSACTION_LIST, prefetchWorkshopFilter) }],
    workshop_admin: [{ path: 'transactions', menuId: 'transactions', page: listPage, data: prefetchList(transactionsApi.endpoints.listTransactions, TRANSACTION_LIST) }],
  },
  icons: { transaction: TransactionIcon },
});
